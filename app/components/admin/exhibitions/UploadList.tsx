import { Button, ListGroup, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** One file picked twice is kept once. */
export const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * The files chosen for upload, each with its size, its state while the upload runs (done,
 * uploading, waiting) and a button that removes it.
 */
export function UploadList({
  files,
  labelledBy,
  done,
  disabled,
  size,
  onRemove,
}: {
  files: File[];
  labelledBy: string;
  /** How many files are uploaded, while the upload runs (null otherwise). */
  done: number | null;
  disabled: boolean;
  size(bytes: number): string;
  onRemove(file: File): void;
}) {
  const { t } = useTranslation();
  return (
    <ListGroup as="ul" aria-labelledby={labelledBy} className="mb-2 admin-upload-list">
      {files.map((file, index) => {
        const state =
          done === null ? "waiting" : index < done ? "done" : index === done ? "active" : "waiting";
        return (
          <ListGroup.Item as="li" key={fileKey(file)} className="d-flex align-items-center gap-2 py-2">
            <span className="admin-upload-state" aria-hidden="true">
              {state === "done" ? "✓" : state === "active" ? <Spinner animation="border" size="sm" /> : null}
            </span>
            <span className="flex-grow-1 text-break small">{file.name}</span>
            <span className="small text-body-secondary text-nowrap">{size(file.size)}</span>
            <Button
              variant="outline-danger"
              size="sm"
              className="admin-upload-remove"
              disabled={disabled}
              onClick={() => onRemove(file)}
              aria-label={t("adminExhibitions.upload.remove", { name: file.name })}
              title={t("adminExhibitions.upload.remove", { name: file.name })}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
