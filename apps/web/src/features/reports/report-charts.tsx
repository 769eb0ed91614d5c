// The two progress charts. Each drawing is hidden from assistive technology and followed by a
// visually hidden table holding the same figures, its text alternative.
import { useId, type ReactNode } from 'react';
import { format } from 'date-fns';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyStars, ScenarioAverage, WeeklySkills } from '@callready/contract';
import { REPORT_STAR_MAX, formatAverageStars, reportScenarioTitle } from '@callready/core';
import { cn } from '@/lib/cn';
import { starsTimeline } from './chart-data';
import { parseDay, type DayRange } from './report-view';

const AXIS_TICK = { fontSize: 12, fill: '#475569' };
// Each score is one bar, one legend entry and one table column, in this order.
const SCORES = [
  { key: 'clarity', label: 'Clarity', colour: '#2563eb' },
  { key: 'calmness', label: 'Calmness', colour: '#16a34a' },
  { key: 'accuracy', label: 'Accuracy', colour: '#d97706' },
] as const;

type Figures = {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names it (a day, a scenario). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
};

function FiguresTable({ caption, columns, rows }: Figures) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [name, ...values] }) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            {values.map((value, index) => (
              <td key={columns[index + 1]}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartCard({
  title,
  description,
  children,
  figures,
}: {
  title: string;
  description: string;
  children: ReactNode;
  figures: Figures;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-lg font-extrabold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div aria-hidden="true" className="min-w-0">
        {children}
      </div>
      {/* A table ignores the 1px box of sr-only, so a wrapper hides it. */}
      <div className="sr-only">
        <FiguresTable {...figures} />
      </div>
    </section>
  );
}

const dayLabel = (day: string, pattern: string) => {
  const date = parseDay(day);
  return date ? format(date, pattern) : day;
};

function StarsOverTime({ range, days }: { range: DayRange; days: readonly DailyStars[] }) {
  const data = starsTimeline(range, days).map((point) => ({
    ...point,
    label: dayLabel(point.date, 'd MMM'),
  }));
  const plotted = data.filter((point) => point.averageStars !== null).length;
  return (
    <ChartCard
      title="Stars over time"
      description={`Average stars (out of ${REPORT_STAR_MAX}) on each day with practice calls.`}
      figures={{
        caption: 'Average stars by day',
        columns: ['Day', `Average stars out of ${REPORT_STAR_MAX}`, 'Calls'],
        rows: days.map((day) => ({
          key: day.date,
          cells: [dayLabel(day.date, 'd MMMM yyyy'), formatAverageStars(day.averageStars), day.count],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 320, height: 240 }}>
        <LineChart
          data={data}
          margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} tickMargin={6} />
          <YAxis
            domain={[0, REPORT_STAR_MAX]}
            ticks={[1, 2, 3, 4, 5]}
            allowDecimals={false}
            tick={AXIS_TICK}
            width={44}
          />
          <Tooltip formatter={(value) => [`${formatAverageStars(Number(value))} stars`, 'Average']} />
          <Line
            type="monotone"
            dataKey="averageStars"
            name="Average stars"
            stroke="#f59e0b"
            strokeWidth={3}
            connectNulls
            dot={{ r: plotted > 40 ? 0 : 4, fill: '#f59e0b' }}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function ScenarioScores({ scenarios }: { scenarios: readonly ScenarioAverage[] }) {
  const data = scenarios.map((entry) => ({ ...entry, title: reportScenarioTitle(entry.scenarioId) }));
  // Horizontal bars keep every scenario's name readable on a narrow phone screen.
  const height = 64 + data.length * 72;
  return (
    <ChartCard
      title="Scores by scenario"
      description="Average Clarity, Calmness and Accuracy for each scenario."
      figures={{
        caption: 'Average scores by scenario',
        columns: ['Scenario', 'Calls', ...SCORES.map(({ label }) => label)],
        rows: data.map((entry) => ({
          key: entry.scenarioId,
          cells: [entry.title, entry.count, ...SCORES.map(({ key }) => `${entry[key]}%`)],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
          barGap={2}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={AXIS_TICK} />
          <YAxis type="category" dataKey="title" width={96} tick={AXIS_TICK} />
          <Tooltip formatter={(value, name) => [`${String(value)}%`, String(name)]} />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          {SCORES.map(({ key, label, colour }) => (
            <Bar
              key={key}
              dataKey={key}
              name={label}
              fill={colour}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

// Two lines that often meet (both at 100 %): the second has a dashed line and a larger ring round
// the first's dot, so a shared point shows both.
const SKILLS = [
  {
    key: 'foundEmergencyButton',
    label: 'Found the emergency button',
    colour: '#dc2626',
    dash: undefined,
    dot: { r: 4, fill: '#dc2626', strokeWidth: 0 },
  },
  {
    key: 'saidOwnAddress',
    label: 'Said own address',
    colour: '#7c3aed',
    dash: '6 4',
    dot: { r: 7, fill: 'none', stroke: '#7c3aed', strokeWidth: 2.5 },
  },
] as const;

type SkillCounts = WeeklySkills['saidOwnAddress'];

/** The share of the week's practised calls with every part right (null when none practised it). */
const fullyPercent = ({ yes, partly, no }: SkillCounts) => {
  const total = yes + partly + no;
  return total === 0 ? null : Math.round((yes / total) * 100);
};

const countsText = ({ yes, partly, no }: SkillCounts) =>
  yes + partly + no === 0 ? 'not practised' : `${yes} yes, ${partly} partly, ${no} no`;

/** The two real-world skills week by week (ADR 043): how often each was done in full. */
function SkillsOverTime({ weeks }: { weeks: readonly WeeklySkills[] }) {
  const data = weeks.map((week) => ({
    label: dayLabel(week.week, 'd MMM'),
    foundEmergencyButton: fullyPercent(week.foundEmergencyButton),
    saidOwnAddress: fullyPercent(week.saidOwnAddress),
  }));
  return (
    <ChartCard
      title="Skills over time"
      description="Each week (from Monday), the share of calls where your child found the emergency button and said their own address in full."
      figures={{
        caption: 'Real-world skills by week',
        columns: ['Week from', ...SKILLS.map(({ label }) => label)],
        rows: weeks.map((week) => ({
          key: week.week,
          cells: [dayLabel(week.week, 'd MMMM yyyy'), ...SKILLS.map(({ key }) => countsText(week[key]))],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 320, height: 240 }}>
        {/* No negative margin: "100%" needs the axis's whole width (it was cut to "00%"), and the
            top margin leaves room for the ring round a 100 % point. */}
        <LineChart data={data} margin={{ top: 10, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} tickMargin={6} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={AXIS_TICK} width={44} />
          <Tooltip formatter={(value, name) => [`${String(value)}%`, String(name)]} />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          {SKILLS.map(({ key, label, colour, dash, dot }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={label}
              stroke={colour}
              strokeWidth={3}
              strokeDasharray={dash}
              connectNulls
              dot={dot}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Loaded on its own (the chart library is large), after the summary and the list. */
export default function ReportCharts({
  range,
  days,
  scenarios,
  skills = [],
  stale,
}: {
  range: DayRange;
  days: readonly DailyStars[];
  scenarios: readonly ScenarioAverage[];
  /** Weeks with a real-world skill practised; no chart without any. */
  skills?: readonly WeeklySkills[];
  stale: boolean;
}) {
  return (
    <div className={cn('grid gap-4 transition-opacity xl:grid-cols-2 xl:items-start', stale && 'opacity-60')}>
      <StarsOverTime range={range} days={days} />
      <ScenarioScores scenarios={scenarios} />
      {skills.length > 0 && <SkillsOverTime weeks={skills} />}
    </div>
  );
}
