import type { ReactNode } from "react";
import { Button } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

type Props = {
  /** The accessible names, naming the row or card: 'Edit Cotton Poplin', 'Delete Cotton Poplin' (none: the texts). */
  editName: string | undefined;
  deleteName: string | undefined;
  onEdit(): void;
  onDelete(): void;
  /** Further actions of the row, between the two. */
  children?: ReactNode;
};

/** A table row's or a card's small Edit and Delete buttons, in the container the caller lays out. */
export function EditDeleteButtons({ editName, deleteName, onEdit, onDelete, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={editName}>
        {t("admin.common.edit")}
      </Button>
      {children}
      <Button size="sm" variant="outline-danger" onClick={onDelete} aria-label={deleteName}>
        {t("admin.common.delete")}
      </Button>
    </>
  );
}
