import { useNavigation } from "react-router";

/**
 * The id of the fabric page a client-side navigation is loading, or null. Server-rendered
 * pages arrive with their data; only these navigations have something to wait for.
 */
export function useLoadingFabricId(): number | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const match = /^\/fabric\/([0-9]+)\/?$/.exec(navigation.location.pathname);
  return match ? Number(match[1]) : null;
}
