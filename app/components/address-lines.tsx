/** An address as its lines, each ended by a line break (the order page's and the account order's parties). */
export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
