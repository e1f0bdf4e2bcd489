import type { FlagName } from '../logic/flagNames';

type Stripes = { direction: 'horizontal' | 'vertical'; colors: string[] };

const STRIPED: Partial<Record<FlagName, Stripes>> = {
  germany: { direction: 'horizontal', colors: ['#000000', '#dd0000', '#ffce00'] },
  austria: { direction: 'horizontal', colors: ['#c8102e', '#ffffff', '#c8102e'] },
  hungary: { direction: 'horizontal', colors: ['#ce2939', '#ffffff', '#477050'] },
  poland: { direction: 'horizontal', colors: ['#ffffff', '#dc143c'] },
  slovakia: { direction: 'horizontal', colors: ['#ffffff', '#0b4ea2', '#ee1c25'] },
  slovenia: { direction: 'horizontal', colors: ['#ffffff', '#005da4', '#ed1c24'] },
};

/** A small decorative flag (the country's name is always written next to it). */
export function Flag({ name }: { name: FlagName }) {
  const stripes = STRIPED[name];
  return (
    <svg className="sp-flag" width="20" height="14" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {stripes && stripes.colors.map((color, index) => {
        const share = 20 / stripes.colors.length;
        return <rect key={color + String(index)} x="0" y={index * share} width="30" height={share} fill={color} />;
      })}
      {name === 'switzerland' && (
        <>
          <rect width="30" height="20" fill="#da291c" />
          <path d="M13 4h4v4h4v4h-4v4h-4v-4H9V8h4z" fill="#ffffff" />
        </>
      )}
      {name === 'czechRepublic' && (
        <>
          <rect width="30" height="10" fill="#ffffff" />
          <rect y="10" width="30" height="10" fill="#d7141a" />
          <path d="M0 0l15 10L0 20z" fill="#11457e" />
        </>
      )}
      {name === 'turkey' && (
        <>
          <rect width="30" height="20" fill="#e30a17" />
          <circle cx="11" cy="10" r="5" fill="#ffffff" />
          <circle cx="12.5" cy="10" r="4" fill="#e30a17" />
          <circle cx="18" cy="10" r="1.6" fill="#ffffff" />
        </>
      )}
      {name === 'europe' && (
        <>
          <rect width="30" height="20" fill="#003399" />
          <circle cx="15" cy="10" r="5" fill="none" stroke="#ffcc00" strokeWidth="1.4" strokeDasharray="1 1.6" />
        </>
      )}
      <rect width="30" height="20" fill="none" stroke="#767676" strokeWidth="0.5" />
    </svg>
  );
}
