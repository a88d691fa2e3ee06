/** Where each kind of record is edited in the admin, for the translations screen's links. */
import { ENTITY_SCREENS } from "../../../../common/entities";
import type { TranslatableEntity, TranslationLang } from "../../../../common/translations";

type Item = {
  entity: TranslatableEntity;
  id: number;
  parent_id: number | null;
  field: string;
  lng: TranslationLang;
};

/** The list a kind of record is on (its "missing in" filter); null for the nested and single ones. */
const LISTS: Partial<Record<TranslatableEntity, string>> = {
  fabric: ENTITY_SCREENS.fabric,
  collection: ENTITY_SCREENS.collection,
  certificate: ENTITY_SCREENS.certificate,
  country: ENTITY_SCREENS.country,
  position: ENTITY_SCREENS.position,
  facility: ENTITY_SCREENS.facility,
};

/** The list of a kind of record filtered to those missing `lng`, or null when it has no such list. */
export function missingListPath(entity: TranslatableEntity, lng: TranslationLang): string | null {
  const list = LISTS[entity];
  return list ? `${list}?missing=${lng}` : null;
}

/** The record's form opened on the field in that language. */
export function fieldPath(item: Item): string {
  const field = `${item.field}_${item.lng}`;
  const edit = new URLSearchParams({ edit: String(item.id), field }).toString();
  switch (item.entity) {
    case "exhibition":
      return `/admin/exhibitions/country/${item.parent_id}?${edit}`;
    case "exhibition_photo":
      return `/admin/exhibitions/photos/${item.parent_id}?${edit}`;
    case "contact":
      return `${ENTITY_SCREENS.contact_info}?${new URLSearchParams({ field }).toString()}`;
    default:
      return `${LISTS[item.entity]}?${edit}`;
  }
}
