import { createHash, randomBytes } from "node:crypto";
import { API_TOKEN_LIMITS, API_TOKEN_PREFIX } from "../../../common/constants";

/** A new secret: `dkt_` and 32 random bytes in base64url (43 characters). */
export const newSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

/** What the database keeps of a secret: its SHA-256 (the secret has 256 random bits: no salt needed). */
export const hashToken = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The characters after the prefix the list shows. */
export const shownPart = (secret: string) =>
  secret.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + API_TOKEN_LIMITS.shownChars);
