import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { validators } from '../../../core/common/validation';
import { PIXEL_TYPES, type PixelType } from './Pixel';
import { withPixelAliases } from './pixelAliases';

/** Longest URL, code and id the API stores. */
const URL_MAX = 2000;
const CODE_MAX = 20_000;
const ID_MAX = 255;

// In a concat `required` goes last, so an optional part cannot undo it.
const optional = (field: string, max: number) => validators.max(field, max).nullable();
const url = (field: string) => validators.url(field).concat(optional(field, URL_MAX));
const required = (field: string, max: number) => validators.max(field, max).concat(validators.required(field));

/** A field's rule for pixels of `type`; for the other types it is kept short only (the save drops it). */
const ofType = (type: PixelType, field: string, max: number, rule: yup.StringSchema<string | null | undefined>) =>
  optional(field, max).when('type', { is: type, then: () => rule });

/**
 * Pixel fields (management §5, PX-06 … PX-11): title 3–100; a type of image, google, facebook,
 * javascript ("unspecified", found in stored data, must be changed: OP-67); javascript: the header
 * code a URL, the trigger code required; google: conversion id and label required; facebook: the
 * pixel id required; image: the image URL required and a URL. The spec's aliases (headercode,
 * bodycode, triggercode, pixelid, imageurl) are read as their fields. The dialog and the routes share it.
 */
export const pixelSchema = yup
  .object({
    title: validators.min('Title', 3).concat(validators.max('Title', 100)).concat(validators.required('Title')),
    type: validators.oneOf('Type', PIXEL_TYPES).concat(validators.required('Type')),
    image: url('Image'),
    externalcode: ofType('javascript', 'Header code', URL_MAX, url('Header code')),
    staticcode: optional('Body code', CODE_MAX),
    trigger_code: ofType('javascript', 'Trigger code', CODE_MAX, required('Trigger code', CODE_MAX)),
    conversion_id: ofType('google', 'Conversion id', ID_MAX, required('Conversion id', ID_MAX)),
    conversion_label: ofType('google', 'Conversion label', ID_MAX, required('Conversion label', ID_MAX)),
    conversionvalue: optional('Conversion value', ID_MAX),
    custom_value: optional('Custom value', ID_MAX),
    facebook_id: ofType('facebook', 'Pixel id', ID_MAX, required('Pixel id', ID_MAX)),
    source: ofType('image', 'Image URL', URL_MAX, url('Image URL').concat(validators.required('Image URL'))),
  })
  .transform(withPixelAliases);

/** An update's body: the fields and the version the edit started from (a stale one is refused with 409). */
export const pixelUpdateSchema = pixelSchema.shape({ version: entityVersion() });
