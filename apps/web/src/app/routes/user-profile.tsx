import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { GarageCard } from '@/features/garages/components/garage-card';
import { LikeButton } from '@/features/garages/components/like-button';
import { UserProfile } from '@/features/users/components/user-profile';

/** /user/:username — community §2 User profile; the garages feature draws the garage cards. */
export function Component() {
  const { t } = useTranslation('users');
  const { username = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <UserProfile
        key={username}
        username={username}
        renderGarage={(garage) => (
          <GarageCard
            garage={garage}
            likeButton={<LikeButton garageId={garage.id} liked={garage.likedByMe} count={garage.likesCount} />}
          />
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
