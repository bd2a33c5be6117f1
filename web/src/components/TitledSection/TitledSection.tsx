import type { ReactNode } from 'react';

export type TitledSectionProps = {
  /** The heading's id; the section is labelled by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** h2 unless said otherwise. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  titleClassName?: string;
  'data-testid'?: string;
  'aria-busy'?: boolean;
  children?: ReactNode;
};

/** A section named by its own heading: the heading first, then the content. */
export function TitledSection({
  titleId,
  title,
  headingLevel = 2,
  className,
  titleClassName,
  children,
  ...aria
}: TitledSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className} aria-labelledby={titleId} {...aria}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
