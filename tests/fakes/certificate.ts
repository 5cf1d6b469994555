/** A self-signed certificate for 127.0.0.1 made by openssl in `folder`, for a TLS server of a test or a bench run. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function selfSignedCertificate(folder: string): { key: Buffer; cert: Buffer } {
  fs.mkdirSync(folder, { recursive: true });
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error}`);
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}
