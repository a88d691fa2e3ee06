import { useState } from "react";
import type { AdminApi } from "../../../lib/admin/api";
import { useAdminMutation } from "../../../lib/admin/mutation";

/**
 * A deletion asked for, confirmed in a ConfirmDialog, then made: `ask(item)` opens the dialog,
 * `dialogProps(errorMessage)` wires it. The item stays readable while the dialog fades out.
 */
export function useConfirmedDelete<T>(
  remove: (api: AdminApi, item: T) => Promise<unknown>,
  onDeleted: (item: T) => void | Promise<void>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [show, setShow] = useState(false);
  const mutation = useAdminMutation(remove);
  const ask = (item: T) => {
    mutation.reset();
    setTarget(item);
    setShow(true);
  };
  const cancel = () => setShow(false);
  const confirm = async () => {
    if (!target) return;
    const outcome = await mutation.run(target);
    if (!outcome.ok) return;
    setShow(false);
    await onDeleted(target);
  };
  return {
    /** The item being (or last) asked about. */
    target: show ? target : null,
    last: target,
    ask,
    cancel,
    dialogProps: (errorMessage: string) => ({
      show,
      busy: mutation.pending,
      error: mutation.error,
      errorMessage: mutation.error ? errorMessage : undefined,
      onConfirm: confirm,
      onCancel: cancel,
    }),
  };
}
