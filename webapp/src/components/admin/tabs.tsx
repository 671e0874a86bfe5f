// A row of tabs (the promotion form, site settings, the image source).
interface TabsProps<T extends string> {
  tabs: readonly (readonly [T, string])[];
  current: T;
  onChange: (tab: T) => void;
  className?: string;
}

export function Tabs<T extends string>({ tabs, current, onChange, className = '' }: TabsProps<T>) {
  return (
    <div role="tablist" className={`inline-flex gap-1 rounded-lg bg-slate-800/60 p-1 ${className}`}>
      {tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={current === value}
          onClick={() => onChange(value)}
          className={`rounded-md px-4 py-2 text-sm font-semibold ${current === value ? 'bg-slate-700 text-white' : 'text-slate-400 hover:text-white'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
