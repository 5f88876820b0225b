import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { ProfileActivity } from '@/features/activities/components/profile-activity';
import { BlockMemberButton } from '@/features/messages/components/block-member-button';
import { GarageCard } from '@/features/garages/components/garage-card';
import { LikeButton } from '@/features/garages/components/like-button';
import { UserProfile } from '@/features/users/components/user-profile';
import type { LoaderFunctionArgs } from 'react-router';
import { getUserGaragesQueryOptions } from '@/features/users/api/get-user-garages';
import { getUserQueryOptions, useUser } from '@/features/users/api/get-user';
import { usersKeys } from '@/features/users/api/query-keys';
import { preloadPage, query, useRouteNotFound } from '@/lib/route-data';

/**
 * /user/:username — the user profile; the garages feature draws the garage cards, the
 * activities feature the 'Aktivite' tab and the messages feature 'Engelle' (a block removes both
 * follows, so the profile and the follow lists refetch after it).
 */
export function Component() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const { username = '' } = useParams();
  const { data: profile } = useUser(username);
  const missing = useRouteNotFound();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      {profile ? (
        <PageMeta
          title={`${profile.fullName ?? profile.username} (@${profile.username})`}
          description={profile.bio}
          image={profile.avatar?.url}
          type="profile"
          withTitle={false}
        />
      ) : null}
      <UserProfile
        key={username}
        username={username}
        missing={missing}
        renderGarage={(garage, index) => (
          <GarageCard
            garage={garage}
            // On a phone the first card's photo is the largest element of the first screen.
            priority={index === 0}
            likeButton={<LikeButton garageId={garage.id} liked={garage.likedByMe} count={garage.likesCount} ownerId={garage.owner.id} />}
          />
        )}
        renderActivity={(member) => <ProfileActivity username={member.username} />}
        renderActions={(member) => (
          <BlockMemberButton username={member.username} memberId={member.id} onChanged={() => void queryClient.invalidateQueries({ queryKey: usersKeys.all })} />
        )}
        emptyGaragesAction={
          <Button asChild>
            <Link to="/create-garage">
              <Plus aria-hidden="true" />
              {t('garages.create')}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
Component.displayName = 'UserProfilePage';

/** Preloads the profile and the member's garages; an unknown member answers 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const user = getUserQueryOptions(username);
  return preloadPage([query(user), query(getUserGaragesQueryOptions(username))], user.queryKey);
}

/** A follow posted before the script runs (or without it); see profilePageAction. */
export { profilePageAction as action } from '@/features/users/actions/profile-page-action';
