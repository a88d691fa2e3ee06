import { type ChangeEvent, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { APPLICATION_RETENTION_MONTHS, MAX_CV_BYTES, TEXT_LIMITS } from "../../../../common/constants";
import { postForm } from "../../../lib/api";
import { CvFilePicker } from "./CvFilePicker";
import { fileProblem } from "./cv-file";
import { TextField } from "./FormParts";
import { NameAndEmail, PublicFormFrame } from "./PublicFormFrame";
import { usePublicForm } from "./usePublicForm";

const TEXT_FIELDS = ["full_name", "email", "phone", "position_id", "position", "message"] as const;
const FIELDS = [...TEXT_FIELDS, "file"] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = (typeof FIELDS)[number];

const EMPTY: Record<TextFieldName, string> = {
  full_name: "",
  email: "",
  phone: "",
  position_id: "",
  position: "",
  message: "",
};
const LIMITS: Record<Field, number> = {
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  position_id: 10,
  position: TEXT_LIMITS.position,
  message: TEXT_LIMITS.message,
  file: MAX_CV_BYTES,
};

/**
 * The careers form (SPEC §4, §5): name, e-mail and position checked in the browser with the
 * server's schema, the CV checked for size and type as it is chosen (a refused file is
 * dropped), then posted as multipart to /api/careers?lng=<page language>.
 */
export function CareersForm({
  positions = [],
  selected = "",
}: {
  /** The open positions the applicant may choose from (none chosen: an open application). */
  positions?: { id: number; title: string }[];
  /** The position asked for in the URL (`?position=`), preselected. */
  selected?: string;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  /** The applicant's opt-in to the talent pool: unticked until they tick it. */
  const [talentPool, setTalentPool] = useState(false);

  /** Empties the file picker (a refused or sent file must not stay selected). */
  const clearFile = () => {
    const input = form.fields.current.file;
    if (input) input.value = "";
    setFile(null);
  };

  const form = usePublicForm({
    name: "careers",
    fields: FIELDS,
    empty: selected ? { ...EMPTY, position_id: selected } : EMPTY,
    limits: LIMITS,
    check: (module, values, website) => module.careerApplicationSchema.safeParse({ ...values, website }),
    post: (data, lng) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(data)) {
        if (typeof value === "string") body.append(key, value);
      }
      body.append("talent_pool", talentPool ? "true" : "false");
      if (file) body.append("file", file, file.name);
      return postForm("/careers", body, { query: { lng } });
    },
    refused: (error, found) => {
      // The server's size and type checks (413, 415) speak of the file even without fields.
      if (!found.file && error.status === 413) found.file = { code: "file_size" };
      if (!found.file && error.status === 415) found.file = { code: "file_type" };
      if (found.file) clearFile();
    },
    sent: () => {
      clearFile();
      setTalentPool(false);
    },
  });
  const { bind } = form;
  /** An open application names its position in words; a chosen position needs none. */
  const openApplication = bind("position_id").value === "";

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileProblem(chosen) : null;
    if (problem) {
      clearFile();
      form.setFieldError("file", { code: problem });
      return;
    }
    setFile(chosen);
    form.setFieldError("file", undefined);
  };

  const removeFile = () => {
    clearFile();
    form.fields.current.file?.focus();
  };

  const fileCode = form.errors.file?.code;
  const fileError =
    fileCode === "file_size"
      ? t("careers.form.file_size_error")
      : fileCode === "file_type"
        ? t("careers.form.file_type_error")
        : form.fieldError("file");

  return (
    <PublicFormFrame form={form}>
      <div className="row g-0 gx-md-3">
        <NameAndEmail form={form} />
        <div className="col-md-6">
          <TextField {...bind("phone")} label={t("careers.form.phone")} type="tel" autoComplete="tel" />
        </div>
        <div className="col-md-6">
          <TextField
            {...bind("position_id")}
            label={t("positions.form.choose")}
            options={positions.map((p) => ({ value: String(p.id), label: p.title }))}
            placeholder={t("positions.form.openApplication")}
          />
        </div>
        {openApplication ? (
          <div className="col-md-6">
            <TextField
              {...bind("position")}
              label={t("careers.form.position")}
              required
              autoComplete="organization-title"
            />
          </div>
        ) : null}
      </div>
      <TextField {...bind("message")} label={t("careers.form.message")} rows={5} />
      <CvFilePicker
        file={file}
        error={fileError}
        inputRef={(element) => {
          form.fields.current.file = element;
        }}
        onChoose={chooseFile}
        onRemove={removeFile}
      />
      <p className="small text-body-secondary mb-2" id="careers-retention">
        {t("careers.form.retention", {
          decided: APPLICATION_RETENTION_MONTHS.decided,
          undecided: APPLICATION_RETENTION_MONTHS.undecided,
        })}
      </p>
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="careers-talent-pool"
          name="talent_pool"
          checked={talentPool}
          onChange={(event) => setTalentPool(event.target.checked)}
          aria-describedby="careers-talent-pool-hint careers-retention"
        />
        <label className="form-check-label" htmlFor="careers-talent-pool">
          {t("careers.form.talent_pool", { months: APPLICATION_RETENTION_MONTHS.talentPool })}
        </label>
        <div className="form-text" id="careers-talent-pool-hint">
          {t("careers.form.talent_pool_hint")}
        </div>
      </div>
    </PublicFormFrame>
  );
}
