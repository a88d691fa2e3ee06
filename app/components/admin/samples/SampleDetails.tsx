import { Table } from "react-bootstrap";
import { isLang } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { NotesForm } from "../inbox/NotesForm";
import { DateTime, EmailLink, Missing, PhoneLink } from "../inbox/parts";
import { Replies } from "../inbox/Replies";
import type { InboxDetailProps } from "../inbox/types";
import { useInboxText } from "../inbox/useInboxText";
import { adminLang } from "../messages/format";
import { CutLength } from "./CutLength";
import { countryName, kindText } from "./format";
import { fabricHref, type SampleRequest } from "./types";
import { contracts } from "../../../../common/api/contracts";

type DialogKey =
  | "company"
  | "name"
  | "country"
  | "kind"
  | "intendedUse"
  | "quantity"
  | "notGiven"
  | "message"
  | "noMessage"
  | "fabrics"
  | "fabricCode"
  | "fabricName"
  | "colourway"
  | "anyColourway"
  | "fabricDeleted"
  | "received"
  | "status";

/**
 * A sample request in full: the buyer, where the samples go, what kind, the fabrics asked for
 * (each linking to its page, or marked deleted), the message, the replies and the staff's notes.
 */
export function SampleDetails({ item: request, badge, busy, onSave, onReplace }: InboxDetailProps<SampleRequest>) {
  const { t, i18n } = useTranslation();
  const text = useInboxText("samples");
  const lng = adminLang(i18n.language);
  const d = (key: DialogKey) => t(`adminInbox.samples.dialog.${key}`);
  const optional = (value: string) => (value ? value : <Missing label={d("notGiven")} />);
  // The cut lengths' column shows only when the request asks for one.
  const cuts = request.items.some((line) => line.cut_m !== null);
  const languageName = isLang(request.language)
    ? t(`adminInbox.common.languages.${request.language}`)
    : request.language;
  return (
    <>
      <dl className="admin-inbox-details">
        <dt>{d("company")}</dt>
        <dd className="text-break">{request.company}</dd>
        <dt>{d("name")}</dt>
        <dd className="text-break">{request.full_name}</dd>
        <dt>{t("adminInbox.common.email")}</dt>
        <dd className="text-break">
          <EmailLink email={request.email} />
        </dd>
        <dt>{t("adminInbox.common.phone")}</dt>
        <dd>
          <PhoneLink phone={request.phone || null} />
        </dd>
        <dt>{d("country")}</dt>
        <dd data-testid="sample-country">
          {countryName(request.country, lng)} <span className="text-body-secondary">({request.country})</span>
        </dd>
        <dt>{d("kind")}</dt>
        <dd>{kindText(text, request)}</dd>
        <dt>{d("intendedUse")}</dt>
        <dd className="text-break">{optional(request.intended_use)}</dd>
        <dt>{d("quantity")}</dt>
        <dd className="text-break">{optional(request.quantity)}</dd>
        <dt>{d("received")}</dt>
        <dd>
          <DateTime value={request.created_at} lng={lng} />
        </dd>
        <dt>{t("adminInbox.common.language")}</dt>
        <dd>{languageName}</dd>
        <dt>{d("status")}</dt>
        <dd data-testid="sample-status">{badge}</dd>
      </dl>

      <h3 className="admin-inbox-section mt-3">{d("fabrics")}</h3>
      <div className="table-responsive">
        <Table size="sm" className="align-middle mb-0" data-testid="sample-fabrics">
          <thead>
            <tr>
              <th scope="col">{d("fabricCode")}</th>
              <th scope="col">{d("fabricName")}</th>
              <th scope="col">{d("colourway")}</th>
              {cuts ? <th scope="col">{t("adminInbox.samples.cut.header")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {request.items.map((fabric, index) => (
              // A fabric may be asked for in two colourways; its row is its place in the request.
              // biome-ignore lint/suspicious/noArrayIndexKey: the items never move.
              <tr key={index}>
                <td className="text-nowrap">
                  {fabric.fabric_id === null ? (
                    <>
                      {fabric.code || "—"}{" "}
                      <span className="text-body-secondary small">{d("fabricDeleted")}</span>
                    </>
                  ) : (
                    <a href={fabricHref(fabric.fabric_id)} target="_blank" rel="noopener noreferrer">
                      {fabric.code || fabric.name}
                    </a>
                  )}
                </td>
                <td className="text-break">{fabric.name}</td>
                <td className="text-break">{fabric.colourway ?? <Missing label={d("anyColourway")} />}</td>
                {cuts ? (
                  <td>
                    <CutLength request={request} line={fabric} lng={lng} onReplace={onReplace} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>

      <h3 className="admin-inbox-section mt-3">{d("message")}</h3>
      {request.message ? (
        <div className="admin-inbox-text">{request.message}</div>
      ) : (
        <p className="text-body-secondary">{d("noMessage")}</p>
      )}
      <Replies
        key={`replies-${request.id}`}
        contracts={contracts.sampleRequests}
        id={request.id}
        language={request.language}
        namespace="samples"
        testId="sample-replies"
      />
      <NotesForm key={request.id} namespace="samples" saved={request.notes} busy={busy} onSave={onSave} />
    </>
  );
}
