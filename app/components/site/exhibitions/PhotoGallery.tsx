import { useMemo, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { PLACEHOLDER_IMAGE } from "../../../lib/images";
import { Lightbox, type LightboxItem } from "../../ui/Lightbox";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { PhotoData } from "./types";

const SIZES =
  "(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 296px, (min-width: 576px) 50vw, 100vw";

/** An exhibition's photos as a grid of buttons; a click opens the photo in the lightbox. */
export function PhotoGallery({ photos }: { photos: PhotoData[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const titled = useMemo(
    () => photos.map((photo) => ({ ...photo, title: photo.title || t("exhibition.untitled") })),
    [photos, t],
  );
  const items = useMemo<LightboxItem[]>(
    () =>
      titled.map((photo) => ({
        src: photo.image?.src ?? PLACEHOLDER_IMAGE.src,
        srcset: photo.image?.srcset,
        width: photo.image?.width ?? PLACEHOLDER_IMAGE.width,
        height: photo.image?.height ?? PLACEHOLDER_IMAGE.height,
        title: photo.title,
        description: photo.description || undefined,
        alt: photo.title,
      })),
    [titled],
  );
  return (
    <>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 g-lg-4 list-unstyled mb-0">
        {titled.map((photo, index) => (
          <li key={photo.id} className="col">
            <figure className="mb-0">
              <button
                type="button"
                className="exh-photo"
                aria-label={t("exhibition.openPhoto", { title: photo.title })}
                onClick={(event) => {
                  // Safari does not focus a clicked button: the lightbox gives focus back to it.
                  event.currentTarget.focus();
                  setOpen(index);
                }}
              >
                <ResponsiveImage image={photo.image} alt="" sizes={SIZES} className="exh-photo-img" />
              </button>
              <figcaption className="small mt-2">{photo.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
