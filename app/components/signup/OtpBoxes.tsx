import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { OTP_LENGTH } from "~/schemas/signup";

/**
 * Four single-digit boxes posted under one name. Without JavaScript they are
 * plain inputs; with it, typing advances, Backspace and the arrows move, and
 * pasting four digits fills them all.
 */
export function OtpBoxes({
  name,
  disabled,
  errorId,
  invalid,
  onEdit,
}: {
  name: string;
  disabled: boolean;
  errorId: string;
  invalid: boolean;
  onEdit: () => void;
}) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(""));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, value: string) => {
    setDigits((current) => current.map((digit, i) => (i === index ? value : digit)));
    onEdit();
  };

  const onChange = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, "").slice(-1);
    setDigit(index, digit);
    if (digit) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index]) {
      event.preventDefault();
      setDigit(index - 1, "");
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text").trim();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(pasted)) return;
    event.preventDefault();
    setDigits(pasted.split(""));
    onEdit();
    focus(OTP_LENGTH - 1);
  };

  return (
    <div className="flex gap-3" role="group" aria-label="One-time password">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          name={name}
          value={digit}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]"
          maxLength={1}
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={`OTP digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="size-12 rounded-md border border-slate-300 text-center text-xl outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 aria-[invalid]:border-red-500"
        />
      ))}
    </div>
  );
}
