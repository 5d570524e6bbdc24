/** Campaigns: a basic campaign's details and the item campaigns (api/docs/campaigns.md). */
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import {
  CampaignDetailsSchema,
  ItemCampaignListSchema,
  type CampaignDetails,
  type ItemCampaign,
} from './schemas/index.ts';

/** GET campaigns/basic-campaign-details (module and zone headers): null for an unknown or ended campaign. */
export async function getCampaignDetails(ctx: ApiContext, campaignId: number): Promise<CampaignDetails | null> {
  return request(ctx, 'campaigns/basic-campaign-details', CampaignDetailsSchema, {
    query: { basic_campaign_id: campaignId },
  });
}

/** GET campaigns/item: the running item campaigns of the module in the zones. */
export async function getItemCampaigns(ctx: ApiContext): Promise<ItemCampaign[]> {
  return request(ctx, 'campaigns/item', ItemCampaignListSchema);
}
