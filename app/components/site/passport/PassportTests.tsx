import type { PassportView } from "../../../../common/passport-view";
import { useTranslation } from "../../../i18n/translation";

/**
 * The passport's test results as a table: a row per test, its property as the row's header. On a
 * phone each row stacks its cells, each under its column's name (styles/passport.css), so the
 * table never runs wider than the screen.
 */
export function PassportTests({ tests }: { tests: PassportView["tests"] }) {
  const { t } = useTranslation();
  const columns = {
    method: t("passport.columns.method"),
    result: t("passport.columns.result"),
    date: t("passport.columns.date"),
    lab: t("passport.columns.lab"),
    report: t("passport.columns.report"),
  };
  const reports = tests.some((test) => test.report !== null);
  return (
    <>
      <h3 className="h5 mt-4" id="fabric-passport-tests">
        {t("passport.tests")}
      </h3>
      <table className="passport-tests" aria-labelledby="fabric-passport-tests">
        <thead>
          <tr>
            <th scope="col">{t("passport.columns.property")}</th>
            <th scope="col">{columns.method}</th>
            <th scope="col">{columns.result}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.lab}</th>
            {reports ? <th scope="col">{columns.report}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tests.map((test, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one passport, in its order
            <tr key={i}>
              <th scope="row">{test.property}</th>
              <td data-label={columns.method}>{test.method}</td>
              <td data-label={columns.result}>{test.result}</td>
              <td data-label={columns.date}>
                <time dateTime={test.day}>{test.date}</time>
              </td>
              <td data-label={columns.lab}>{test.lab}</td>
              {reports ? (
                <td data-label={columns.report}>
                  {test.report?.url ? (
                    <a
                      href={test.report.url}
                      aria-label={t("passport.report.openLabel", { property: test.property })}
                    >
                      {t("passport.report.open")}
                    </a>
                  ) : test.report ? (
                    t("passport.report.onRequest")
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
