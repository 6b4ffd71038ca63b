import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Renders translated sections `<base>.sections.<name>.{title,text}` of a legal page. */
export function LegalText({ base, sections }: { base: string; sections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography style={{ maxWidth: 800 }}>
        {sections.map((section) => (
          <section key={section}>
            <Typography.Title level={4}>{t(`${base}.sections.${section}.title`)}</Typography.Title>
            <Typography.Paragraph>{t(`${base}.sections.${section}.text`)}</Typography.Paragraph>
          </section>
        ))}
      </Typography>
    </Card>
  );
}
