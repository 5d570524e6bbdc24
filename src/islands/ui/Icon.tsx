// The islands' inline icons: a 24px stroke drawing (its shapes as children) with round caps and
// joins, as the frame's Icon.astro draws them, hidden from screen readers: the control it sits in
// carries the label.
import type { ReactNode } from 'react';

interface Props {
  size?: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}

export default function Icon({ size = 20, strokeWidth = 1.8, className, children }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
