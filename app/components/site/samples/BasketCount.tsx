import { useTranslation } from "../../../i18n/translation";
import { useBasket } from "./basket";

/**
 * The navigation bar link's name and badge: "Sample request, 3 fabrics" and "3". Loaded apart
 * from the bar (React.lazy), with the basket's code: every page has the bar, few need the basket
 * before the visitor looks at it. Empty on the server and while hydrating, as the basket is.
 */
export default function BasketCount() {
  const { t } = useTranslation();
  const count = useBasket().length;
  return (
    <>
      <span className="visually-hidden">{count > 0 ? t("basket.count", { count }) : t("basket.label")}</span>
      {count > 0 ? (
        <span className="site-basket-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  );
}
