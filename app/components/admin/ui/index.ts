export { ConfirmDialog } from "./ConfirmDialog";
export {
  Pagination,
  SearchBox,
  SortHeader,
  type SortDirection,
  type SortState,
  searchable,
  TABLE_PAGE_SIZE,
  useTableState,
} from "./DataTable";
export { ErrorBanner } from "./ErrorBanner";
export { describeError, fieldErrors, fieldErrorText, fieldErrorTexts } from "./errors";
export { IMAGE_ACCEPT, ImageInput, imageProblem, megabytes } from "./ImageInput";
export { EmptyState, Loading } from "./Loading";
export {
  appendLocalized,
  emptyLocalized,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
  localizedToBody,
} from "./LocalizedFields";
export { useConfirmedDelete } from "./useConfirmedDelete";
export { SuccessAlert } from "./SuccessAlert";
export { FailureAlert, RequestIdLine } from "./FailureAlert";
export { SaveButton } from "./SaveButton";
export { EditDeleteButtons } from "./EditDeleteButtons";
export { FilePicker, useCheckedFile } from "./FilePicker";
export { FormDialog } from "./FormDialog";
export { MissingLanguageSelect, NothingMissing, rowMissing, useTranslationFilter } from "./TranslationFilter";
