/** A one-time code typed by the player, with the refusal about it said beside it. */
export function CodeField(props: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { id, error } = props;
  return (
    <div className="mc-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="mc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
