// The statistics charts (recharts, in the lazy back-office chunk only). Each has a table beside it
// on the page, so no figure is shown only as a picture.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatsDay } from '@/lib/stats-api';

const COLORS = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa'];

export function DailyChart({ days }: { days: StatsDay[] }) {
  return (
    <div className="h-64" role="img" aria-label="Günlük tıklama, tekil ziyaretçi ve blog görüntülenme grafiği">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="day" tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155' }} />
          <Legend />
          <Line type="monotone" dataKey="clicks" name="Tıklama" stroke={COLORS[0]} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="visitors" name="Tekil Ziyaretçi" stroke={COLORS[1]} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="blog_views" name="Blog Görüntülenme" stroke={COLORS[2]} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function Sparkline({ series, label }: { series: number[]; label: string }) {
  const data = series.map((clicks, i) => ({ i, clicks }));
  return (
    <div className="h-8 w-28" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data}>
          <Line type="monotone" dataKey="clicks" stroke={COLORS[0]} dot={false} strokeWidth={1.5} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CompareChart({ days, lines }: { days: string[]; lines: { name: string; series: number[] }[] }) {
  const data = days.map((day, i) => Object.fromEntries([['day', day], ...lines.map((l, j) => [`s${j}`, l.series[i] ?? 0])]));
  return (
    <div className="h-64" role="img" aria-label="Promosyon karşılaştırma grafiği">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="day" tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155' }} />
          <Legend />
          {lines.map((l, j) => (
            <Line key={l.name + j} type="monotone" dataKey={`s${j}`} name={l.name} stroke={COLORS[j % COLORS.length]} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function BarsChart({ data, label }: { data: { name: string; clicks: number }[]; label: string }) {
  return (
    <div className="h-48" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }}>
          <XAxis type="number" allowDecimals={false} tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155' }} />
          <Bar dataKey="clicks" name="Tıklama" fill={COLORS[0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
