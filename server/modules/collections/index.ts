export { currentCollections, existingCollections, getPublicCollection, listPublicCollections, readCollections } from "./service";
