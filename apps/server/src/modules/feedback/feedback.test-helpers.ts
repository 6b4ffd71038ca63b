// What the feedback tests share: the forms as a browser sends them (multipart/form-data with text
// fields and a file) and small images by their real first bytes. The SMTP server is
// test/smtp-server.ts.

/** A PNG's signature and IHDR: enough bytes for the type check, which reads only the first ones. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

export function feedbackForm(
  fields: Record<string, string>,
  file?: { content: Buffer; name?: string; type?: string; field?: string },
) {
  const boundary = `----cairn-feedback-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'screenshot'}"; filename="${file.name ?? 'shot.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
