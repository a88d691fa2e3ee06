import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";

/** The signed-in admin, as GET /api/auth/me and the admin layout's loader answer it. */
export type AdminUser = { id: number; username: string };
export type AdminSessionData = { user: AdminUser; csrfToken: string };

export type AdminSession = {
  user: AdminUser;
  csrfToken: string;
  /** Ends the session on the server, tells the other admin tabs and goes to /admin/login. */
  logout(): Promise<void>;
};

/** What useAdminApi needs from the session (also usable outside the provider). */
type SessionInternals = AdminSession & {
  /** Called by every API call that answered 401: straight to the login page, history replaced. */
  sessionLost(): void;
  /** The current CSRF token, read at call time (stays right after a re-check renews it). */
  currentCsrf(): string;
};

const SessionContext = createContext<SessionInternals | null>(null);

const CHANNEL = "admin-session";
const STORAGE_KEY = "admin-session-event";

type SessionEvent = { type: "logout" | "lost"; at: number };

/** Tells every other admin tab of this browser that the session is gone. */
export function announceSessionEnd(type: SessionEvent["type"]) {
  if (typeof window === "undefined") return;
  const event: SessionEvent = { type, at: Date.now() };
  try {
    if (typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage(event);
      channel.close();
    }
  } catch {
    // No BroadcastChannel: the storage event below carries the news.
  }
  try {
    // The 'storage' event fires in the other tabs only (fallback for browsers without channels).
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(event));
  } catch {
    // Storage can be disabled (private mode); the focus re-check still catches a lost session.
  }
}

/** A path of this site under /admin, safe to go back to after login; anything else is refused. */
export function safeAdminPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Backslashes and control characters: browsers read some of them as "//".
  for (const char of next) if (char === "\\" || char.charCodeAt(0) < 0x20) return null;
  if (!(next === "/admin" || next.startsWith("/admin/") || next.startsWith("/admin?"))) return null;
  if (next === "/admin/login" || next.startsWith("/admin/login?") || next.startsWith("/admin/login/"))
    return null;
  // It becomes a Location header, which holds ASCII only: anything else percent-encoded.
  try {
    return next.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    // A lone surrogate cannot be encoded.
    return null;
  }
}

/** /admin/login?next=<path> for the page the admin was on (no next for the login page itself). */
export function loginPath(current?: string): string {
  const next = safeAdminPath(current);
  return next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login";
}

export function AdminSessionProvider({
  initial,
  children,
}: {
  initial: AdminSessionData;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [session, setSession] = useState<AdminSessionData>(initial);
  const csrfRef = useRef(initial.csrfToken);
  csrfRef.current = session.csrfToken;
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;
  const leaving = useRef(false);

  // A new loader answer (another admin signed in, new token) replaces the session.
  useEffect(() => {
    setSession(initial);
    leaving.current = false;
  }, [initial]);

  const toLogin = useCallback(
    (withNext: boolean) => {
      if (leaving.current) return;
      leaving.current = true;
      navigate(withNext ? loginPath(hereRef.current) : "/admin/login", { replace: true });
    },
    [navigate],
  );

  const sessionLost = useCallback(() => {
    if (leaving.current) return;
    announceSessionEnd("lost");
    toLogin(true);
  }, [toLogin]);

  const logout = useCallback(async () => {
    try {
      await fetch("/api/auth/logout", {
        method: "POST",
        credentials: "same-origin",
        headers: { "X-CSRF-Token": csrfRef.current },
      });
    } finally {
      // Even when the call failed (server gone), this tab and the others leave the admin area.
      announceSessionEnd("logout");
      toLogin(false);
    }
  }, [toLogin]);

  // Another tab logged out or lost the session: leave at once (no polling of the server).
  useEffect(() => {
    const onEvent = (event: SessionEvent | null) => {
      if (!event) return;
      toLogin(event.type === "lost");
    };
    let channel: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (message: MessageEvent<SessionEvent>) => onEvent(message.data);
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || !event.newValue) return;
      try {
        onEvent(JSON.parse(event.newValue) as SessionEvent);
      } catch {
        onEvent({ type: "lost", at: Date.now() });
      }
    };
    window.addEventListener("storage", onStorage);
    return () => {
      channel?.close();
      window.removeEventListener("storage", onStorage);
    };
  }, [toLogin]);

  // Back to the tab (focus, visible again): one check of the session, not a timer.
  useEffect(() => {
    let checking = false;
    const check = async () => {
      if (checking || leaving.current || document.visibilityState === "hidden") return;
      checking = true;
      try {
        const response = await fetch("/api/auth/me", { credentials: "same-origin", cache: "no-store" });
        if (response.status === 401) {
          sessionLost();
          return;
        }
        if (response.ok) {
          const body = (await response.json()) as { data?: AdminSessionData };
          if (body.data && body.data.csrfToken !== csrfRef.current) setSession(body.data);
        }
      } catch {
        // Offline: the next call of a screen reports the network error itself.
      } finally {
        checking = false;
      }
    };
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [sessionLost]);

  const value = useMemo<SessionInternals>(
    () => ({
      user: session.user,
      csrfToken: session.csrfToken,
      logout,
      sessionLost,
      currentCsrf: () => csrfRef.current,
    }),
    [session, logout, sessionLost],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in admin; only inside the admin layout. */
export function useAdminSession(): AdminSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAdminSession must be used inside <AdminSessionProvider>");
  return value;
}

/** For the API client: the session when there is one (the login page has none). */
export function useOptionalSessionInternals(): SessionInternals | null {
  return useContext(SessionContext);
}
