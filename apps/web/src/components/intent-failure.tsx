/**
 * Why a page intent was refused (`failureText(intentFailure(…))`), announced next to the control
 * that posted it; nothing when there is no refusal.
 */
export function IntentFailure({ text }: { text: string | undefined }) {
  return text ? (
    <span role="alert" className="text-sm text-destructive">
      {text}
    </span>
  ) : null;
}
