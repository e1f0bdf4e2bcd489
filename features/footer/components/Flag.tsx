import type { FlagName } from '../logic/flagNames';

/** Horizontal stripes, top to bottom. */
const STRIPED: Partial<Record<FlagName, string[]>> = {
  germany: ['#000000', '#dd0000', '#ffce00'],
  austria: ['#c8102e', '#ffffff', '#c8102e'],
  hungary: ['#ce2939', '#ffffff', '#477050'],
  poland: ['#ffffff', '#dc143c'],
  slovakia: ['#ffffff', '#0b4ea2', '#ee1c25'],
  slovenia: ['#ffffff', '#005da4', '#ed1c24'],
};

/** A small decorative flag (the country's name is always written next to it). */
export function Flag({ name }: { name: FlagName }) {
  const stripes = STRIPED[name];
  return (
    <svg className="sp-flag" width="20" height="14" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {stripes?.map((color, index) => {
        const share = 20 / stripes.length;
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
