import { Button } from "./button";

type Props = {
  submit: string;
  cancel: string;
  /** While the form submits: the submit button is disabled and says so. */
  busy: boolean;
  onCancel: () => void;
  /** A submit that cannot be taken back (the operator's resolutions). */
  danger?: boolean;
};

/** A form's submit button and, beside it, the way out without sending. */
export function FormActions({ submit, cancel, busy, onCancel, danger = false }: Props) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={danger ? "danger" : "primary"} busy={busy}>
        {submit}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
