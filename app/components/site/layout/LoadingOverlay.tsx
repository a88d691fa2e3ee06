import { Logo } from "./Logo";

/**
 * The 2 s loading overlay of the first page of a session (the layout's loader decides). The page
 * is already rendered underneath; the fade is a CSS animation with a 2 s delay, hidden entirely
 * under prefers-reduced-motion. Decorative: hidden from assistive technology.
 */
export function LoadingOverlay() {
  return (
    <div className="site-loading" aria-hidden="true">
      <div className="site-loading-inner">
        <div className="site-loading-weave">
          <span />
          <span />
          <span />
          <span />
          <span />
        </div>
        <Logo alt="" />
      </div>
    </div>
  );
}
