/**
 * The insights' charts (docs/staff-desk.md "Insights"), drawn with visx (scales, shapes and axes
 * only: plain SVG). A chart is a picture for the eye: the SVG is hidden from assistive
 * technology, and every figure carries its numbers as a table (visually hidden, read by screen
 * readers) and as a CSV download, in ChartFigure.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { TableHead } from '../desk/TableHead';
import { downloadCsv, toCsv, type CsvCell } from './csv';
import styles from './insights.module.css';

/** Colours with at least 4.5:1 against white, told apart by lightness as well as hue. */
export const PALETTE = ['#1d4e89', '#b5520b', '#2b7a3d', '#7b2d8e', '#5b4636', '#a3123b'];

export type Series = { key: string; label: string; values: number[] };

/**
 * The chart's box as laid out: the SVG is drawn at its real width, so its text stays at the
 * page's size in a half-width column as in a full one (a scaled viewBox would shrink it).
 */
function useWidth(initial = 720) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(280, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
const CHART_HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 56 };

function every(n: number, max: number) {
  return Math.max(1, Math.ceil(n / max));
}

type BandScale = ReturnType<typeof scaleBand<string>>;
type LinearScale = ReturnType<typeof scaleLinear<number>>;

/**
 * A chart's SVG at its box's real width, its drawing moved in by the margins; hidden from
 * assistive technology (the figure's table carries the numbers).
 */
function ChartBox({
  width,
  height,
  left,
  top,
  children,
}: {
  width: number;
  height: number;
  left: number;
  top: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={styles.chart}
      aria-hidden="true"
      focusable="false"
    >
      <Group left={left} top={top}>
        {children}
      </Group>
    </svg>
  );
}

/** The value axis on the left (four ticks, `format`ted), every `step`th category below. */
function ChartAxes({
  x,
  y,
  height,
  ticks,
  step,
  format,
}: {
  x: BandScale;
  y: LinearScale;
  height: number;
  ticks: string[];
  step: number;
  format?: (v: number) => string;
}) {
  return (
    <>
      <AxisLeft
        tickLabelProps={{ fontSize: 12, fill: '#222' }}
        scale={y}
        numTicks={4}
        tickFormat={(v) => (format ? format(Number(v)) : String(v))}
      />
      <AxisBottom
        tickLabelProps={{ fontSize: 12, fill: '#222', textAnchor: 'middle' }}
        top={height}
        scale={x}
        tickValues={ticks.filter((_, i) => i % step === 0)}
      />
    </>
  );
}

/** The bar and line charts' data: one value per category in each series. */
type CategoryChartProps = {
  categories: string[];
  series: Series[];
  height?: number;
  format?: (v: number) => string;
};

/**
 * The box and scales of a bar or line chart: categories across (`padding` between bands),
 * values up from 0 to at least `floor`, a category label every `tickGap` px at most (at least
 * `minTicks` labels).
 */
function useCategoryScales(
  { categories, series, height = CHART_HEIGHT }: CategoryChartProps,
  {
    padding,
    floor,
    tickGap,
    minTicks,
  }: { padding: number; floor: number; tickGap: number; minTicks: number },
) {
  const { ref, width } = useWidth();
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: categories, range: [0, innerW], padding });
  const max = Math.max(floor, ...series.flatMap((s) => s.values));
  const y = scaleLinear({ domain: [0, max], range: [innerH, 0], nice: true });
  const step = every(categories.length, Math.max(minTicks, Math.floor(innerW / tickGap)));
  return { ref, width, height, innerH, x, y, step };
}

/** A bar or line chart's frame: its marks (`children`) over the axes. */
function CategoryFrame({
  chart,
  categories,
  format,
  children,
}: {
  chart: ReturnType<typeof useCategoryScales>;
  categories: string[];
  format?: (v: number) => string;
  children: ReactNode;
}) {
  const { ref, width, height, innerH, x, y, step } = chart;
  return (
    <div ref={ref}>
      <ChartBox width={width} height={height} left={MARGIN.left} top={MARGIN.top}>
        {children}
        <ChartAxes x={x} y={y} height={innerH} ticks={categories} step={step} format={format} />
      </ChartBox>
    </div>
  );
}

/** Grouped bars: one group per category, one bar per series. */
export function BarChart(props: CategoryChartProps) {
  const { categories, series } = props;
  const chart = useCategoryScales(props, { padding: 0.2, floor: 1, tickGap: 70, minTicks: 3 });
  const { x, y, innerH } = chart;
  const inner = scaleBand({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.05,
  });
  return (
    <CategoryFrame chart={chart} categories={categories} format={props.format}>
      {series.map((s, si) =>
        s.values.map((v, i) => {
          const h = innerH - y(v);
          return (
            <Bar
              key={`${s.key}-${i}`}
              x={(x(categories[i]) ?? 0) + (inner(s.key) ?? 0)}
              y={innerH - h}
              width={inner.bandwidth()}
              height={h}
              fill={PALETTE[si % PALETTE.length]}
            />
          );
        }),
      )}
    </CategoryFrame>
  );
}

/** Lines over categories (days or weeks), one per series. */
export function LineChart(props: CategoryChartProps) {
  const { categories, series } = props;
  const chart = useCategoryScales(props, { padding: 0, floor: 1e-9, tickGap: 90, minTicks: 2 });
  const { x, y } = chart;
  const cx = (c: string) => (x(c) ?? 0) + x.bandwidth() / 2;
  return (
    <CategoryFrame chart={chart} categories={categories} format={props.format}>
      {series.map((s, si) => (
        <LinePath
          key={s.key}
          data={s.values.map((v, i) => [cx(categories[i]), y(v)] as [number, number])}
          x={(d) => d[0]}
          y={(d) => d[1]}
          stroke={PALETTE[si % PALETTE.length]}
          strokeWidth={2}
          strokeDasharray={si % 2 ? '6 3' : undefined}
        />
      ))}
    </CategoryFrame>
  );
}

/** Rows × columns of shares 0-1 (null: nothing to share, e.g. closed), darker for more. */
export function HeatMap({
  rows,
  columns,
  value,
  columnLabel = (c: string) => c,
}: {
  rows: string[];
  columns: string[];
  value: (row: number, column: number) => number | null;
  columnLabel?: (c: string) => string;
}) {
  const { ref, width: W } = useWidth();
  const left = 150;
  const cellH = 22;
  const height = rows.length * cellH + 40;
  const innerW = W - left - MARGIN.right;
  const x = scaleBand({ domain: columns, range: [0, innerW], padding: 0.05 });
  const step = every(columns.length, Math.max(2, Math.floor(innerW / 60)));
  return (
    <div ref={ref}>
      <ChartBox width={W} height={height} left={left} top={8}>
        {rows.map((row, ri) => (
          <g key={row}>
            <text x={-8} y={ri * cellH + cellH / 2 + 4} textAnchor="end" fontSize={12}>
              {row}
            </text>
            {columns.map((c, ci) => {
              const v = value(ri, ci);
              return (
                <rect
                  key={c}
                  x={x(c)}
                  y={ri * cellH + 1}
                  width={x.bandwidth()}
                  height={cellH - 2}
                  fill={v === null ? '#eeeeee' : PALETTE[0]}
                  fillOpacity={v === null ? 1 : 0.08 + 0.92 * Math.min(1, v)}
                />
              );
            })}
          </g>
        ))}
        <AxisBottom
          tickLabelProps={{ fontSize: 12, fill: '#222', textAnchor: 'middle' }}
          top={rows.length * cellH}
          scale={x}
          tickValues={columns.filter((_, i) => i % step === 0)}
          tickFormat={(c) => columnLabel(String(c))}
        />
      </ChartBox>
    </div>
  );
}

/** The colour key of a chart's series (shown; the table says the same for screen readers). */
export function Legend({ series }: { series: { key: string; label: string }[] }) {
  if (series.length < 2) return null;
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key}>
          <span className={styles.swatch} style={{ background: PALETTE[i % PALETTE.length] }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A figure: its heading, a one-line reading, the chart, its data as a table for screen readers
 * and a CSV download of the same rows.
 */
export function ChartFigure({
  id,
  title,
  summary,
  columns,
  rows,
  csvName,
  children,
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  columns: string[];
  rows: CsvCell[][];
  csvName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('insights');
  return (
    <section
      className={styles.figure}
      aria-labelledby={`${id}-title`}
      data-testid={`insights-${id}`}
    >
      <div className={styles.figureHead}>
        <h2 id={`${id}-title`} className={styles.figureTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.csv}
          onClick={() => downloadCsv(csvName, toCsv(columns, rows))}
          aria-label={t('csvFor', { title })}
          data-testid={`insights-${id}-csv`}
        >
          {t('csv')}
        </button>
      </div>
      {summary && <p className={styles.summary}>{summary}</p>}
      {rows.length === 0 ? <p>{t('noData')}</p> : children}
      {rows.length > 0 && (
        // The class on a wrapper: a table is as wide as its cells whatever its own width, and
        // would widen the page.
        <div className="visually-hidden">
          <table>
            <caption>{title}</caption>
            <TableHead columns={columns} />
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {c}
                      </th>
                    ) : (
                      <td key={j}>{c}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
