import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** /admin opens the dashboard (the layout's loader has checked the session already). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/admin/dashboard${search}`, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminIndex() {
  return null;
}
