export {
  findOpenPosition,
  getPublicPosition,
  listPublicPositions,
  openPositionEntities,
  type PositionDto,
} from "./service";
