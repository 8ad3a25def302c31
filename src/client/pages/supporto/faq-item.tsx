import { Link } from 'react-router';

interface FaqItemProps {
  id: string;
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

/** One question of the FAQ: a native disclosure, so keyboard and screen readers get it for free. */
export function FaqItem({ id, question, answer, link }: FaqItemProps) {
  return (
    <details className="faq-item" id={id}>
      <summary className="faq-item__question">{question}</summary>
      <div className="faq-item__answer">
        <p>{answer}</p>
        {link !== undefined && (
          <p>
            <Link to={link.to}>{link.label}</Link>
          </p>
        )}
      </div>
    </details>
  );
}
