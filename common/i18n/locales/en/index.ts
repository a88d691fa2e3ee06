import type { Catalogue } from "../tr";
import home from "./home";
import layout from "./layout";
import privacy from "./privacy";
import exhibitions from "./exhibitions";
import lightbox from "./lightbox";
import adminExhibitions from "./adminExhibitions";
import admin from "./admin";
import adminFabrics from "./adminFabrics";
import adminInbox from "./adminInbox";
import forms from "./forms";
import validation from "./validation";
import fabrics from "./fabrics";
import about from "./about";
import certificates from "./certificates";
import fabricCard from "./fabricCard";
import finder from "./finder";

export default { ...layout, ...home, ...exhibitions, ...lightbox, ...adminExhibitions, ...admin, ...adminFabrics, ...adminInbox, ...forms, ...validation, ...fabrics, ...about, ...privacy, ...certificates, ...fabricCard, ...finder } satisfies Catalogue;
