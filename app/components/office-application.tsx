/** An application as the office reads it (the customer's page, the applications page). */
/** An application's fields as the ERP words them ("Company: ..."), one a line; its message kept in lines. */
export function ApplicationLines({ lines }: { lines: string[] }) {
  return (
    <ul className="office-application">
      {lines.filter(Boolean).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
