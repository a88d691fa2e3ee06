import type { TFunction } from "i18next";
import { useRef, useState } from "react";
import type { Shade } from "../../../../common/constants";
import { isAvailable } from "../../../../common/stock";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import type { ImageData } from "../../../lib/images";
import { useLocalizedHref } from "../../../lib/links";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { type Basket, type BasketItem, changeColourway, removeFromBasket } from "./basket";
import { CutLengthField } from "./CutLengthField";
import { colourwayOf, type FabricRead, nameOf } from "./useBasketFabrics";

type Props = {
  basket: Basket;
  reads: ReadonlyMap<number, FabricRead>;
  /** A basket shared by a link (share.ts): shown as it came, nothing to remove or change. */
  shared?: boolean;
};

/**
 * "14 Sky blue", as the fabric pages write a colourway (common/fabric-card-text.ts): written here
 * again so that the basket's code does not pull the fabric pages' card texts into a chunk of their own.
 */
const colourwayText = (t: TFunction, colourway: { ref: string; shade: Shade }) =>
  `${colourway.ref} ${t(`fabricCard.shades.${colourway.shade}`)}`;

/**
 * An item's colourway as a line, where it is not to be chosen (a shared list, the list as text):
 * "Colourway: 02 Sky blue" as the fabric names it now (its only one when none was chosen), the
 * reference alone when the fabric cannot be read, or "not chosen yet".
 */
export function colourwayLine(
  t: TFunction,
  chosen: string | null,
  colourways: readonly { ref: string; shade: Shade }[],
): string {
  if (chosen === null && colourways.length !== 1) return t("samples.basket.anyColourway");
  const found = chosen === null ? colourways[0] : colourways.find((c) => c.ref === chosen);
  return t("samples.basket.colourwayIs", { colourway: found ? colourwayText(t, found) : chosen });
}

/** The basket's own picture of a fabric (its default variant), when the fabric cannot be read again. */
const storedImage = (item: BasketItem): ImageData | null =>
  item.image ? { src: item.image, width: 4, height: 3, srcset: "" } : null;

/**
 * The fabrics of the sample request: picture, name (a link to its page), code, the colourway
 * (a choice where the fabric has several), and "Remove"; a fabric deleted since it was added says
 * it is no longer available. Removing one gives the focus to the next "Remove" (or the one before,
 * or the heading) and says what was removed.
 */
export function BasketList({ basket, reads, shared = false }: Props) {
  const { t } = useTranslation();
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const remove = (index: number) => {
    const item = basket[index]!;
    flushSync(() => {
      removeFromBasket(item);
      setSaid(t("samples.basket.removed", { name: nameOf(item, reads.get(item.fabric_id)) }));
    });
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(".sample-item-remove") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  };

  return (
    <section aria-labelledby="samples-basket-title">
      <h2 id="samples-basket-title" ref={heading} tabIndex={-1} className="h4 mb-3">
        {shared ? t("samples.shared.listTitle") : t("samples.basket.title")}{" "}
        <span className="small fw-normal text-body-secondary">
          ({t("samples.basket.count", { count: basket.length })})
        </span>
      </h2>
      <ul ref={list} className="list-unstyled mb-0 sample-list">
        {basket.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row keeps its place (and its focus) when its colourway changes
          <li key={index} className="sample-item">
            <Item
              item={item}
              read={reads.get(item.fabric_id)}
              index={index}
              onRemove={shared ? undefined : () => remove(index)}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}

function Item({
  item,
  read,
  index,
  onRemove,
}: {
  item: BasketItem;
  read: FabricRead | undefined;
  index: number;
  /** Left out for a shared basket: the colourway is said, not chosen. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const name = nameOf(item, read);
  const fabric = read?.state === "ok" ? read.fabric : null;
  const code = fabric ? fabric.code : item.code;
  const colourways = fabric?.colourways ?? [];
  const chosen = colourwayOf(item, read);
  const selectId = `sample-colourway-${index}`;
  // A cut length can be asked of the line's colourway (the fabric's only one when none is chosen)
  // while the stock figures show it in stock.
  const target = chosen === null && colourways.length === 1 ? colourways[0]! : colourways.find((c) => c.ref === chosen);
  const cutFrom = target?.stock && isAvailable(target.stock.band) ? target.ref : null;
  return (
    <>
      <div className="sample-item-thumb">
        <ResponsiveImage
          key={item.fabric_id}
          image={fabric ? fabric.image : storedImage(item)}
          alt=""
          sizes="5rem"
        />
      </div>
      <div className="sample-item-body">
        <h3 className="h6 mb-1">
          {read?.state === "gone" ? name : <Link to={href(`/fabric/${item.fabric_id}`)}>{name}</Link>}
        </h3>
        {code ? <p className="small text-body-secondary mb-2">{t("samples.basket.code", { code })}</p> : null}
        {read?.state === "gone" ? (
          <p className="small mb-0">
            <span className="badge sample-gone">{t("samples.basket.gone")}</span>{" "}
            {t("samples.basket.goneText")}
          </p>
        ) : !onRemove ? (
          <p className="small mb-0">{colourwayLine(t, chosen, colourways)}</p>
        ) : colourways.length > 1 ? (
          <>
            <label htmlFor={selectId} className="form-label small fw-semibold mb-1">
              {t("samples.basket.colourway")}
            </label>
            <select
              id={selectId}
              className="form-select form-select-sm"
              value={chosen ?? ""}
              onChange={(event) => changeColourway(item, event.target.value || null)}
            >
              <option value="">{t("samples.basket.anyColourway")}</option>
              {colourways.map((colourway) => (
                <option key={colourway.ref} value={colourway.ref}>
                  {colourwayText(t, colourway)}
                </option>
              ))}
            </select>
          </>
        ) : colourways.length === 1 ? (
          <p className="small mb-0">
            {t("samples.basket.colourwayIs", { colourway: colourwayText(t, colourways[0]!) })}
          </p>
        ) : null}
        {onRemove && cutFrom ? <CutLengthField item={item} colourway={cutFrom} /> : null}
      </div>
      {onRemove ? (
        <button
          type="button"
          className="btn btn-sm btn-link sample-item-remove"
          aria-label={t("samples.basket.removeLabel", { name })}
          onClick={onRemove}
        >
          {t("samples.basket.remove")}
        </button>
      ) : null}
    </>
  );
}
