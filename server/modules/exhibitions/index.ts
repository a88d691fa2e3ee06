/** Trade fairs and their photos: what other modules and the pages read. */
export { type ExhibitionPhotoDto, listExhibitionPhotos } from "./photos.service";
export { exhibitionRoutes } from "./routes";
export { type ExhibitionDto, getPublicExhibition, listPublicExhibitions } from "./service";
export {
  type CalendarFair,
  calendarFileName,
  fairCalendar,
  fairTexts,
  readCalendarFair,
  standText,
} from "./calendar";
