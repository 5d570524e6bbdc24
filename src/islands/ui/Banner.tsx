// A form's message line: a failure, something to do next (a warning) or a success, as a tinted
// block. The caller gives the role (an alert is read out at once) and any spacing.
import type { HTMLAttributes } from 'react';

const TONES = {
  error: 'rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  success: 'rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900 dark:bg-brand-900/40 dark:text-brand-100',
};

interface Props extends HTMLAttributes<HTMLParagraphElement> {
  tone: keyof typeof TONES;
}

export default function Banner({ tone, className, ...rest }: Props) {
  return <p {...rest} className={className ? `${className} ${TONES[tone]}` : TONES[tone]} />;
}
