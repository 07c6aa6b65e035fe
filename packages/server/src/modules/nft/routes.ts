/**
 * The NFT marketplace (client contract 7.15, `bind_box/*`), Bourse's additions beside it,
 * the public media files and the operator's desk under `/api/admin/nft/`. Thin: schema ->
 * service -> ok().
 */
import { z } from 'zod';
import {
  OperatorRole,
  nftArtistCreateBody,
  nftArtistDetailQuery,
  nftArtistListQuery,
  nftArtworkCreateBody,
  nftAuctionBody,
  nftBoxDetailQuery,
  nftBoxListQuery,
  nftCodeBody,
  nftCollectionCreateBody,
  nftIdBody,
  nftListingCreateBody,
  nftMyBidsBody,
  nftResellBody,
  nftSeriesCreateBody,
  nftSeriesQuery,
  idField,
  langField,
  pageFields,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { optionalUserId, userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { DomainError, fail } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import {
  createArtist,
  createArtwork,
  createCollection,
  createListing,
  createSeries,
} from './admin.ts';
import { bid, bidLog, myBids } from './auctions.ts';
import { payOrder } from './settlement.ts';
import { openBox, seriesView } from './boxes.ts';
import {
  artistDetail,
  boxDetail,
  collectionDetail,
  favourites,
  listArtists,
  listBoxes,
  listCollections,
  myNfts,
  saleCurrencies,
  toggleFavourite,
} from './catalogue.ts';
import { NFT_MEDIA_MAX_MB, byteRange, mediaFile, storeMedia } from './media.ts';
import { listMessages, readMessage } from './messages.ts';
import { resell } from './resale.ts';
import { buy } from './sales.ts';

const B = '/bind_box';
const strip = <T extends { lang?: unknown }>({ lang: _lang, ...rest }: T) => rest;

export async function nftRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };
  const caller = (req: Parameters<typeof optionalUserId>[1]) => optionalUserId(ctx, req);

  // ---- the catalogue (anyone) ----
  app.get(`${B}/getBoxList`, { schema: { querystring: nftBoxListQuery } }, async (req) =>
    ok(await listBoxes(ctx, strip(req.query), await caller(req))),
  );
  app.get(`${B}/getBoxDetail`, { schema: { querystring: nftBoxDetailQuery } }, async (req) =>
    ok(await boxDetail(ctx, req.query.id, await caller(req))),
  );
  app.get(`${B}/getArtist`, { schema: { querystring: nftArtistListQuery } }, async (req) =>
    ok(await listArtists(ctx, req.query.page, req.query.limit)),
  );
  app.get(`${B}/getArtistDetail`, { schema: { querystring: nftArtistDetailQuery } }, async (req) =>
    ok(await artistDetail(ctx, req.query.uid, await caller(req))),
  );
  app.get(
    `${B}/getCollection`,
    { schema: { querystring: z.object({ lang: langField }) } },
    async (req) => ok(await favourites(ctx, await caller(req))),
  );
  app.get(
    `${B}/getNftCurrency`,
    { schema: { querystring: z.object({ lang: langField }) } },
    async () => ok(await saleCurrencies(ctx)),
  );
  app.get(
    `${B}/collections`,
    { schema: { querystring: z.object({ ...pageFields, lang: langField }) } },
    async (req) => ok(await listCollections(ctx, req.query.page, req.query.limit)),
  );
  app.get(
    `${B}/collection`,
    { schema: { querystring: z.object({ id: idField, lang: langField }) } },
    async (req) => ok(await collectionDetail(ctx, req.query.id, await caller(req))),
  );
  app.get(`${B}/series`, { schema: { querystring: nftSeriesQuery } }, async (req) =>
    ok(await seriesView(ctx, req.query.code)),
  );
  app.post(`${B}/getBindBoxQuotationLog`, { schema: { body: nftCodeBody } }, async (req) =>
    ok(await bidLog(ctx, req.body.code, await caller(req))),
  );

  // ---- the caller's own (signed in) ----
  app.post(`${B}/collect`, { ...signedIn, schema: { body: nftCodeBody } }, async (req) =>
    ok(await toggleFavourite(ctx, userOf(req).id, req.body.code, requestLang(req))),
  );
  app.post(`${B}/buyNFT`, { ...signedIn, schema: { body: nftCodeBody } }, async (req) =>
    ok(await buy(ctx, userOf(req).id, req.body.code, requestLang(req))),
  );
  // Dead in the original client (client contract 7.16): the margin is held by the first bid.
  app.post(`${B}/marginNFT`, { ...signedIn, schema: { body: nftCodeBody } }, async () =>
    fail('errors.nftMarginAuto'),
  );
  app.post(`${B}/auctionNFT`, { ...signedIn, schema: { body: nftAuctionBody } }, async (req) =>
    ok(await bid(ctx, userOf(req).id, strip(req.body), requestLang(req))),
  );
  app.post(
    `${B}/getMyNFTs`,
    { ...signedIn, schema: { body: z.object({ lang: langField }).optional() } },
    async (req) => ok(await myNfts(ctx, userOf(req).id)),
  );
  app.post(
    `${B}/getMyBindBoxQuotationLog`,
    { ...signedIn, schema: { body: nftMyBidsBody.optional() } },
    async (req) =>
      ok(await myBids(ctx, userOf(req).id, req.body?.page ?? 1, req.body?.limit ?? 10)),
  );
  app.post(`${B}/openBlindBox`, { ...signedIn, schema: { body: nftCodeBody } }, async (req) =>
    ok(await openBox(ctx, userOf(req).id, req.body.code)),
  );
  app.post(`${B}/resellNFT`, { ...signedIn, schema: { body: nftResellBody } }, async (req) =>
    ok(await resell(ctx, userOf(req).id, strip(req.body), requestLang(req))),
  );
  app.post(
    `${B}/getNeedPayNFTOrder`,
    { ...signedIn, schema: { body: z.object({ lang: langField }).optional() } },
    async (req) => ok(await listMessages(ctx, userOf(req).id, requestLang(req))),
  );
  app.post(`${B}/readNFTOrderMessage`, { ...signedIn, schema: { body: nftIdBody } }, async (req) =>
    ok(await readMessage(ctx, userOf(req).id, req.body.id, requestLang(req))),
  );
  app.post(`${B}/payNFTOrder`, { ...signedIn, schema: { body: nftIdBody } }, async (req) =>
    ok(await payOrder(ctx, userOf(req).id, req.body.id, requestLang(req))),
  );

  // ---- media, public ----
  app.get(
    '/nft/media/:name',
    { schema: { params: z.object({ name: z.string().max(64) }), hide: true } },
    async (req, reply) => {
      const file = await mediaFile(ctx, req.params.name);
      if (!file) return reply.callNotFound();
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('accept-ranges', 'bytes');
      reply.type(file.contentType);
      const range = byteRange(req.headers.range, file.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        return reply.code(416).send();
      }
      if (!range) return reply.send(await file.read(0, file.size - 1));
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      return reply.send(await file.read(range.start, range.end));
    },
  );

  // ---- the operator's desk ----
  app.post('/admin/nft/media', adminOnly, async (req) => {
    if (!req.isMultipart()) return fail('errors.uploadMissing');
    let data: Buffer;
    try {
      const part = await req.file({ limits: { fileSize: NFT_MEDIA_MAX_MB * 1024 * 1024 } });
      if (!part || part.fieldname !== 'file') return fail('errors.uploadMissing');
      data = await part.toBuffer();
      if (part.file.truncated) return fail('errors.uploadTooLarge', { max: NFT_MEDIA_MAX_MB });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return fail('errors.uploadTooLarge', { max: NFT_MEDIA_MAX_MB });
      }
      req.log.info({ err: error }, 'malformed NFT media refused');
      return fail('errors.uploadMalformed');
    }
    return ok({ path: await storeMedia(ctx, data, operatorOf(req).id) });
  });
  app.post(
    '/admin/nft/artists',
    { ...adminOnly, schema: { body: nftArtistCreateBody } },
    async (req) => ok(await createArtist(ctx, operatorOf(req).id, strip(req.body))),
  );
  app.post(
    '/admin/nft/collections',
    { ...adminOnly, schema: { body: nftCollectionCreateBody } },
    async (req) => ok(await createCollection(ctx, operatorOf(req).id, strip(req.body))),
  );
  app.post(
    '/admin/nft/artworks',
    { ...adminOnly, schema: { body: nftArtworkCreateBody } },
    async (req) => ok(await createArtwork(ctx, operatorOf(req).id, strip(req.body))),
  );
  app.post(
    '/admin/nft/listings',
    { ...adminOnly, schema: { body: nftListingCreateBody } },
    async (req) => ok(await createListing(ctx, operatorOf(req).id, strip(req.body))),
  );
  app.post(
    '/admin/nft/series',
    { ...adminOnly, schema: { body: nftSeriesCreateBody } },
    async (req) => ok(await createSeries(ctx, operatorOf(req).id, strip(req.body))),
  );
}
