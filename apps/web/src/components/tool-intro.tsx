import type { ComponentType } from 'react';
import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';

/** One feature of a member tool: an icon and its sentence. */
export interface ToolFeature {
  key: string;
  icon: ComponentType<{ className?: string }>;
  text: string;
}

interface ToolIntroProps {
  /** The tool's name, above the title. */
  eyebrow: string;
  title: string;
  lead: string;
  features: readonly ToolFeature[];
  registerLabel: string;
  loginLabel: string;
  /** Where signing in comes back to (the tool's page). */
  next: string;
  /** 1 on the tool's own page, 2 where it is a section of another page. */
  headingLevel?: 1 | 2;
}

/**
 * What a member tool (maintenance tracker, fuel log…) does, for visitors: name, title, lead, the
 * features with their icons, and register / sign-in calls to action that come back to `next`.
 * Server-rendered; it shows no member data.
 */
export function ToolIntro({ eyebrow, title, lead, features, registerLabel, loginLabel, next, headingLevel = 1 }: ToolIntroProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <Heading className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</Heading>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{lead}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {features.map(({ key, icon: Icon, text }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <span className="pt-1.5 text-sm">{text}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/register">
            <UserPlus aria-hidden="true" />
            {registerLabel}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={loginPath(next)}>
            <LogIn aria-hidden="true" />
            {loginLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
