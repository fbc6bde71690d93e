import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model OpenAPISpec
 *
 */
export type OpenAPISpecModel = runtime.Types.Result.DefaultSelection<Prisma.$OpenAPISpecPayload>;
export type AggregateOpenAPISpec = {
    _count: OpenAPISpecCountAggregateOutputType | null;
    _avg: OpenAPISpecAvgAggregateOutputType | null;
    _sum: OpenAPISpecSumAggregateOutputType | null;
    _min: OpenAPISpecMinAggregateOutputType | null;
    _max: OpenAPISpecMaxAggregateOutputType | null;
};
export type OpenAPISpecAvgAggregateOutputType = {
    versionCount: number | null;
    validVersionNumber: number | null;
};
export type OpenAPISpecSumAggregateOutputType = {
    versionCount: number | null;
    validVersionNumber: number | null;
};
export type OpenAPISpecMinAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    slug: string | null;
    visibility: $Enums.OpenAPISpecVisibility | null;
    sourceUrl: string | null;
    processingState: $Enums.OpenAPISpecProcessingState | null;
    lastVersionId: string | null;
    versionCount: number | null;
    lastProcessedAt: Date | null;
    lastProcessErrorCode: $Enums.OpenAPISpecErrorCode | null;
    validVersionId: string | null;
    validVersionNumber: number | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type OpenAPISpecMaxAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    slug: string | null;
    visibility: $Enums.OpenAPISpecVisibility | null;
    sourceUrl: string | null;
    processingState: $Enums.OpenAPISpecProcessingState | null;
    lastVersionId: string | null;
    versionCount: number | null;
    lastProcessedAt: Date | null;
    lastProcessErrorCode: $Enums.OpenAPISpecErrorCode | null;
    validVersionId: string | null;
    validVersionNumber: number | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type OpenAPISpecCountAggregateOutputType = {
    id: number;
    organizationId: number;
    slug: number;
    visibility: number;
    sourceUrl: number;
    processingState: number;
    lastVersionId: number;
    versionCount: number;
    lastProcessedAt: number;
    lastProcessErrorCode: number;
    lastProcessedErrors: number;
    validVersionId: number;
    validVersionNumber: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type OpenAPISpecAvgAggregateInputType = {
    versionCount?: true;
    validVersionNumber?: true;
};
export type OpenAPISpecSumAggregateInputType = {
    versionCount?: true;
    validVersionNumber?: true;
};
export type OpenAPISpecMinAggregateInputType = {
    id?: true;
    organizationId?: true;
    slug?: true;
    visibility?: true;
    sourceUrl?: true;
    processingState?: true;
    lastVersionId?: true;
    versionCount?: true;
    lastProcessedAt?: true;
    lastProcessErrorCode?: true;
    validVersionId?: true;
    validVersionNumber?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type OpenAPISpecMaxAggregateInputType = {
    id?: true;
    organizationId?: true;
    slug?: true;
    visibility?: true;
    sourceUrl?: true;
    processingState?: true;
    lastVersionId?: true;
    versionCount?: true;
    lastProcessedAt?: true;
    lastProcessErrorCode?: true;
    validVersionId?: true;
    validVersionNumber?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type OpenAPISpecCountAggregateInputType = {
    id?: true;
    organizationId?: true;
    slug?: true;
    visibility?: true;
    sourceUrl?: true;
    processingState?: true;
    lastVersionId?: true;
    versionCount?: true;
    lastProcessedAt?: true;
    lastProcessErrorCode?: true;
    lastProcessedErrors?: true;
    validVersionId?: true;
    validVersionNumber?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type OpenAPISpecAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which OpenAPISpec to aggregate.
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecs to fetch.
     */
    orderBy?: Prisma.OpenAPISpecOrderByWithRelationInput | Prisma.OpenAPISpecOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.OpenAPISpecWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned OpenAPISpecs
    **/
    _count?: true | OpenAPISpecCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: OpenAPISpecAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: OpenAPISpecSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: OpenAPISpecMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: OpenAPISpecMaxAggregateInputType;
};
export type GetOpenAPISpecAggregateType<T extends OpenAPISpecAggregateArgs> = {
    [P in keyof T & keyof AggregateOpenAPISpec]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateOpenAPISpec[P]> : Prisma.GetScalarType<T[P], AggregateOpenAPISpec[P]>;
};
export type OpenAPISpecGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.OpenAPISpecWhereInput;
    orderBy?: Prisma.OpenAPISpecOrderByWithAggregationInput | Prisma.OpenAPISpecOrderByWithAggregationInput[];
    by: Prisma.OpenAPISpecScalarFieldEnum[] | Prisma.OpenAPISpecScalarFieldEnum;
    having?: Prisma.OpenAPISpecScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: OpenAPISpecCountAggregateInputType | true;
    _avg?: OpenAPISpecAvgAggregateInputType;
    _sum?: OpenAPISpecSumAggregateInputType;
    _min?: OpenAPISpecMinAggregateInputType;
    _max?: OpenAPISpecMaxAggregateInputType;
};
export type OpenAPISpecGroupByOutputType = {
    id: string;
    organizationId: string;
    slug: string;
    visibility: $Enums.OpenAPISpecVisibility;
    sourceUrl: string | null;
    processingState: $Enums.OpenAPISpecProcessingState;
    lastVersionId: string | null;
    versionCount: number;
    lastProcessedAt: Date | null;
    lastProcessErrorCode: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors: runtime.JsonValue;
    validVersionId: string | null;
    validVersionNumber: number | null;
    createdAt: Date;
    updatedAt: Date;
    _count: OpenAPISpecCountAggregateOutputType | null;
    _avg: OpenAPISpecAvgAggregateOutputType | null;
    _sum: OpenAPISpecSumAggregateOutputType | null;
    _min: OpenAPISpecMinAggregateOutputType | null;
    _max: OpenAPISpecMaxAggregateOutputType | null;
};
export type GetOpenAPISpecGroupByPayload<T extends OpenAPISpecGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<OpenAPISpecGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof OpenAPISpecGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], OpenAPISpecGroupByOutputType[P]> : Prisma.GetScalarType<T[P], OpenAPISpecGroupByOutputType[P]>;
}>>;
export type OpenAPISpecWhereInput = {
    AND?: Prisma.OpenAPISpecWhereInput | Prisma.OpenAPISpecWhereInput[];
    OR?: Prisma.OpenAPISpecWhereInput[];
    NOT?: Prisma.OpenAPISpecWhereInput | Prisma.OpenAPISpecWhereInput[];
    id?: Prisma.StringFilter<"OpenAPISpec"> | string;
    organizationId?: Prisma.StringFilter<"OpenAPISpec"> | string;
    slug?: Prisma.StringFilter<"OpenAPISpec"> | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFilter<"OpenAPISpec"> | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFilter<"OpenAPISpec"> | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    versionCount?: Prisma.IntFilter<"OpenAPISpec"> | number;
    lastProcessedAt?: Prisma.DateTimeNullableFilter<"OpenAPISpec"> | Date | string | null;
    lastProcessErrorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableFilter<"OpenAPISpec"> | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonFilter<"OpenAPISpec">;
    validVersionId?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    validVersionNumber?: Prisma.IntNullableFilter<"OpenAPISpec"> | number | null;
    createdAt?: Prisma.DateTimeFilter<"OpenAPISpec"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"OpenAPISpec"> | Date | string;
    versions?: Prisma.OpenAPISpecVersionListRelationFilter;
};
export type OpenAPISpecOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    slug?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    processingState?: Prisma.SortOrder;
    lastVersionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    versionCount?: Prisma.SortOrder;
    lastProcessedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastProcessErrorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastProcessedErrors?: Prisma.SortOrder;
    validVersionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    versions?: Prisma.OpenAPISpecVersionOrderByRelationAggregateInput;
};
export type OpenAPISpecWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    organizationId_slug?: Prisma.OpenAPISpecOrganizationIdSlugCompoundUniqueInput;
    AND?: Prisma.OpenAPISpecWhereInput | Prisma.OpenAPISpecWhereInput[];
    OR?: Prisma.OpenAPISpecWhereInput[];
    NOT?: Prisma.OpenAPISpecWhereInput | Prisma.OpenAPISpecWhereInput[];
    organizationId?: Prisma.StringFilter<"OpenAPISpec"> | string;
    slug?: Prisma.StringFilter<"OpenAPISpec"> | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFilter<"OpenAPISpec"> | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFilter<"OpenAPISpec"> | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    versionCount?: Prisma.IntFilter<"OpenAPISpec"> | number;
    lastProcessedAt?: Prisma.DateTimeNullableFilter<"OpenAPISpec"> | Date | string | null;
    lastProcessErrorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableFilter<"OpenAPISpec"> | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonFilter<"OpenAPISpec">;
    validVersionId?: Prisma.StringNullableFilter<"OpenAPISpec"> | string | null;
    validVersionNumber?: Prisma.IntNullableFilter<"OpenAPISpec"> | number | null;
    createdAt?: Prisma.DateTimeFilter<"OpenAPISpec"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"OpenAPISpec"> | Date | string;
    versions?: Prisma.OpenAPISpecVersionListRelationFilter;
}, "id" | "organizationId_slug">;
export type OpenAPISpecOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    slug?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    processingState?: Prisma.SortOrder;
    lastVersionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    versionCount?: Prisma.SortOrder;
    lastProcessedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastProcessErrorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastProcessedErrors?: Prisma.SortOrder;
    validVersionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.OpenAPISpecCountOrderByAggregateInput;
    _avg?: Prisma.OpenAPISpecAvgOrderByAggregateInput;
    _max?: Prisma.OpenAPISpecMaxOrderByAggregateInput;
    _min?: Prisma.OpenAPISpecMinOrderByAggregateInput;
    _sum?: Prisma.OpenAPISpecSumOrderByAggregateInput;
};
export type OpenAPISpecScalarWhereWithAggregatesInput = {
    AND?: Prisma.OpenAPISpecScalarWhereWithAggregatesInput | Prisma.OpenAPISpecScalarWhereWithAggregatesInput[];
    OR?: Prisma.OpenAPISpecScalarWhereWithAggregatesInput[];
    NOT?: Prisma.OpenAPISpecScalarWhereWithAggregatesInput | Prisma.OpenAPISpecScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"OpenAPISpec"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"OpenAPISpec"> | string;
    slug?: Prisma.StringWithAggregatesFilter<"OpenAPISpec"> | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityWithAggregatesFilter<"OpenAPISpec"> | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpec"> | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateWithAggregatesFilter<"OpenAPISpec"> | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpec"> | string | null;
    versionCount?: Prisma.IntWithAggregatesFilter<"OpenAPISpec"> | number;
    lastProcessedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"OpenAPISpec"> | Date | string | null;
    lastProcessErrorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<"OpenAPISpec"> | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonWithAggregatesFilter<"OpenAPISpec">;
    validVersionId?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpec"> | string | null;
    validVersionNumber?: Prisma.IntNullableWithAggregatesFilter<"OpenAPISpec"> | number | null;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"OpenAPISpec"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"OpenAPISpec"> | Date | string;
};
export type OpenAPISpecCreateInput = {
    id: string;
    organizationId: string;
    slug: string;
    visibility?: $Enums.OpenAPISpecVisibility;
    sourceUrl?: string | null;
    processingState?: $Enums.OpenAPISpecProcessingState;
    lastVersionId?: string | null;
    versionCount?: number;
    lastProcessedAt?: Date | string | null;
    lastProcessErrorCode?: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: string | null;
    validVersionNumber?: number | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    versions?: Prisma.OpenAPISpecVersionCreateNestedManyWithoutSpecInput;
};
export type OpenAPISpecUncheckedCreateInput = {
    id: string;
    organizationId: string;
    slug: string;
    visibility?: $Enums.OpenAPISpecVisibility;
    sourceUrl?: string | null;
    processingState?: $Enums.OpenAPISpecProcessingState;
    lastVersionId?: string | null;
    versionCount?: number;
    lastProcessedAt?: Date | string | null;
    lastProcessErrorCode?: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: string | null;
    validVersionNumber?: number | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    versions?: Prisma.OpenAPISpecVersionUncheckedCreateNestedManyWithoutSpecInput;
};
export type OpenAPISpecUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    versions?: Prisma.OpenAPISpecVersionUpdateManyWithoutSpecNestedInput;
};
export type OpenAPISpecUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    versions?: Prisma.OpenAPISpecVersionUncheckedUpdateManyWithoutSpecNestedInput;
};
export type OpenAPISpecCreateManyInput = {
    id: string;
    organizationId: string;
    slug: string;
    visibility?: $Enums.OpenAPISpecVisibility;
    sourceUrl?: string | null;
    processingState?: $Enums.OpenAPISpecProcessingState;
    lastVersionId?: string | null;
    versionCount?: number;
    lastProcessedAt?: Date | string | null;
    lastProcessErrorCode?: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: string | null;
    validVersionNumber?: number | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type OpenAPISpecUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type OpenAPISpecUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type OpenAPISpecOrganizationIdSlugCompoundUniqueInput = {
    organizationId: string;
    slug: string;
};
export type OpenAPISpecCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    slug?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    processingState?: Prisma.SortOrder;
    lastVersionId?: Prisma.SortOrder;
    versionCount?: Prisma.SortOrder;
    lastProcessedAt?: Prisma.SortOrder;
    lastProcessErrorCode?: Prisma.SortOrder;
    lastProcessedErrors?: Prisma.SortOrder;
    validVersionId?: Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type OpenAPISpecAvgOrderByAggregateInput = {
    versionCount?: Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrder;
};
export type OpenAPISpecMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    slug?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    processingState?: Prisma.SortOrder;
    lastVersionId?: Prisma.SortOrder;
    versionCount?: Prisma.SortOrder;
    lastProcessedAt?: Prisma.SortOrder;
    lastProcessErrorCode?: Prisma.SortOrder;
    validVersionId?: Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type OpenAPISpecMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    slug?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    processingState?: Prisma.SortOrder;
    lastVersionId?: Prisma.SortOrder;
    versionCount?: Prisma.SortOrder;
    lastProcessedAt?: Prisma.SortOrder;
    lastProcessErrorCode?: Prisma.SortOrder;
    validVersionId?: Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type OpenAPISpecSumOrderByAggregateInput = {
    versionCount?: Prisma.SortOrder;
    validVersionNumber?: Prisma.SortOrder;
};
export type OpenAPISpecScalarRelationFilter = {
    is?: Prisma.OpenAPISpecWhereInput;
    isNot?: Prisma.OpenAPISpecWhereInput;
};
export type EnumOpenAPISpecVisibilityFieldUpdateOperationsInput = {
    set?: $Enums.OpenAPISpecVisibility;
};
export type EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput = {
    set?: $Enums.OpenAPISpecProcessingState;
};
export type NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput = {
    set?: $Enums.OpenAPISpecErrorCode | null;
};
export type OpenAPISpecCreateNestedOneWithoutVersionsInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecCreateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedCreateWithoutVersionsInput>;
    connectOrCreate?: Prisma.OpenAPISpecCreateOrConnectWithoutVersionsInput;
    connect?: Prisma.OpenAPISpecWhereUniqueInput;
};
export type OpenAPISpecUpdateOneRequiredWithoutVersionsNestedInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecCreateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedCreateWithoutVersionsInput>;
    connectOrCreate?: Prisma.OpenAPISpecCreateOrConnectWithoutVersionsInput;
    upsert?: Prisma.OpenAPISpecUpsertWithoutVersionsInput;
    connect?: Prisma.OpenAPISpecWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.OpenAPISpecUpdateToOneWithWhereWithoutVersionsInput, Prisma.OpenAPISpecUpdateWithoutVersionsInput>, Prisma.OpenAPISpecUncheckedUpdateWithoutVersionsInput>;
};
export type OpenAPISpecCreateWithoutVersionsInput = {
    id: string;
    organizationId: string;
    slug: string;
    visibility?: $Enums.OpenAPISpecVisibility;
    sourceUrl?: string | null;
    processingState?: $Enums.OpenAPISpecProcessingState;
    lastVersionId?: string | null;
    versionCount?: number;
    lastProcessedAt?: Date | string | null;
    lastProcessErrorCode?: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: string | null;
    validVersionNumber?: number | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type OpenAPISpecUncheckedCreateWithoutVersionsInput = {
    id: string;
    organizationId: string;
    slug: string;
    visibility?: $Enums.OpenAPISpecVisibility;
    sourceUrl?: string | null;
    processingState?: $Enums.OpenAPISpecProcessingState;
    lastVersionId?: string | null;
    versionCount?: number;
    lastProcessedAt?: Date | string | null;
    lastProcessErrorCode?: $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: string | null;
    validVersionNumber?: number | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type OpenAPISpecCreateOrConnectWithoutVersionsInput = {
    where: Prisma.OpenAPISpecWhereUniqueInput;
    create: Prisma.XOR<Prisma.OpenAPISpecCreateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedCreateWithoutVersionsInput>;
};
export type OpenAPISpecUpsertWithoutVersionsInput = {
    update: Prisma.XOR<Prisma.OpenAPISpecUpdateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedUpdateWithoutVersionsInput>;
    create: Prisma.XOR<Prisma.OpenAPISpecCreateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedCreateWithoutVersionsInput>;
    where?: Prisma.OpenAPISpecWhereInput;
};
export type OpenAPISpecUpdateToOneWithWhereWithoutVersionsInput = {
    where?: Prisma.OpenAPISpecWhereInput;
    data: Prisma.XOR<Prisma.OpenAPISpecUpdateWithoutVersionsInput, Prisma.OpenAPISpecUncheckedUpdateWithoutVersionsInput>;
};
export type OpenAPISpecUpdateWithoutVersionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type OpenAPISpecUncheckedUpdateWithoutVersionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    slug?: Prisma.StringFieldUpdateOperationsInput | string;
    visibility?: Prisma.EnumOpenAPISpecVisibilityFieldUpdateOperationsInput | $Enums.OpenAPISpecVisibility;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    processingState?: Prisma.EnumOpenAPISpecProcessingStateFieldUpdateOperationsInput | $Enums.OpenAPISpecProcessingState;
    lastVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    versionCount?: Prisma.IntFieldUpdateOperationsInput | number;
    lastProcessedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastProcessErrorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    lastProcessedErrors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    validVersionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    validVersionNumber?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
/**
 * Count Type OpenAPISpecCountOutputType
 */
export type OpenAPISpecCountOutputType = {
    versions: number;
};
export type OpenAPISpecCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    versions?: boolean | OpenAPISpecCountOutputTypeCountVersionsArgs;
};
/**
 * OpenAPISpecCountOutputType without action
 */
export type OpenAPISpecCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpecCountOutputType
     */
    select?: Prisma.OpenAPISpecCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * OpenAPISpecCountOutputType without action
 */
export type OpenAPISpecCountOutputTypeCountVersionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.OpenAPISpecVersionWhereInput;
};
export type OpenAPISpecSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    slug?: boolean;
    visibility?: boolean;
    sourceUrl?: boolean;
    processingState?: boolean;
    lastVersionId?: boolean;
    versionCount?: boolean;
    lastProcessedAt?: boolean;
    lastProcessErrorCode?: boolean;
    lastProcessedErrors?: boolean;
    validVersionId?: boolean;
    validVersionNumber?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    versions?: boolean | Prisma.OpenAPISpec$versionsArgs<ExtArgs>;
    _count?: boolean | Prisma.OpenAPISpecCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["openAPISpec"]>;
export type OpenAPISpecSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    slug?: boolean;
    visibility?: boolean;
    sourceUrl?: boolean;
    processingState?: boolean;
    lastVersionId?: boolean;
    versionCount?: boolean;
    lastProcessedAt?: boolean;
    lastProcessErrorCode?: boolean;
    lastProcessedErrors?: boolean;
    validVersionId?: boolean;
    validVersionNumber?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
}, ExtArgs["result"]["openAPISpec"]>;
export type OpenAPISpecSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    slug?: boolean;
    visibility?: boolean;
    sourceUrl?: boolean;
    processingState?: boolean;
    lastVersionId?: boolean;
    versionCount?: boolean;
    lastProcessedAt?: boolean;
    lastProcessErrorCode?: boolean;
    lastProcessedErrors?: boolean;
    validVersionId?: boolean;
    validVersionNumber?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
}, ExtArgs["result"]["openAPISpec"]>;
export type OpenAPISpecSelectScalar = {
    id?: boolean;
    organizationId?: boolean;
    slug?: boolean;
    visibility?: boolean;
    sourceUrl?: boolean;
    processingState?: boolean;
    lastVersionId?: boolean;
    versionCount?: boolean;
    lastProcessedAt?: boolean;
    lastProcessErrorCode?: boolean;
    lastProcessedErrors?: boolean;
    validVersionId?: boolean;
    validVersionNumber?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type OpenAPISpecOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "organizationId" | "slug" | "visibility" | "sourceUrl" | "processingState" | "lastVersionId" | "versionCount" | "lastProcessedAt" | "lastProcessErrorCode" | "lastProcessedErrors" | "validVersionId" | "validVersionNumber" | "createdAt" | "updatedAt", ExtArgs["result"]["openAPISpec"]>;
export type OpenAPISpecInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    versions?: boolean | Prisma.OpenAPISpec$versionsArgs<ExtArgs>;
    _count?: boolean | Prisma.OpenAPISpecCountOutputTypeDefaultArgs<ExtArgs>;
};
export type OpenAPISpecIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {};
export type OpenAPISpecIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {};
export type $OpenAPISpecPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "OpenAPISpec";
    objects: {
        versions: Prisma.$OpenAPISpecVersionPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        organizationId: string;
        slug: string;
        visibility: $Enums.OpenAPISpecVisibility;
        sourceUrl: string | null;
        processingState: $Enums.OpenAPISpecProcessingState;
        lastVersionId: string | null;
        versionCount: number;
        lastProcessedAt: Date | null;
        lastProcessErrorCode: $Enums.OpenAPISpecErrorCode | null;
        lastProcessedErrors: runtime.JsonValue;
        validVersionId: string | null;
        validVersionNumber: number | null;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["openAPISpec"]>;
    composites: {};
};
export type OpenAPISpecGetPayload<S extends boolean | null | undefined | OpenAPISpecDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload, S>;
export type OpenAPISpecCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<OpenAPISpecFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: OpenAPISpecCountAggregateInputType | true;
};
export interface OpenAPISpecDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['OpenAPISpec'];
        meta: {
            name: 'OpenAPISpec';
        };
    };
    /**
     * Find zero or one OpenAPISpec that matches the filter.
     * @param {OpenAPISpecFindUniqueArgs} args - Arguments to find a OpenAPISpec
     * @example
     * // Get one OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends OpenAPISpecFindUniqueArgs>(args: Prisma.SelectSubset<T, OpenAPISpecFindUniqueArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one OpenAPISpec that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {OpenAPISpecFindUniqueOrThrowArgs} args - Arguments to find a OpenAPISpec
     * @example
     * // Get one OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends OpenAPISpecFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, OpenAPISpecFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first OpenAPISpec that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecFindFirstArgs} args - Arguments to find a OpenAPISpec
     * @example
     * // Get one OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends OpenAPISpecFindFirstArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecFindFirstArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first OpenAPISpec that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecFindFirstOrThrowArgs} args - Arguments to find a OpenAPISpec
     * @example
     * // Get one OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends OpenAPISpecFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more OpenAPISpecs that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all OpenAPISpecs
     * const openAPISpecs = await prisma.openAPISpec.findMany()
     *
     * // Get first 10 OpenAPISpecs
     * const openAPISpecs = await prisma.openAPISpec.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const openAPISpecWithIdOnly = await prisma.openAPISpec.findMany({ select: { id: true } })
     *
     */
    findMany<T extends OpenAPISpecFindManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a OpenAPISpec.
     * @param {OpenAPISpecCreateArgs} args - Arguments to create a OpenAPISpec.
     * @example
     * // Create one OpenAPISpec
     * const OpenAPISpec = await prisma.openAPISpec.create({
     *   data: {
     *     // ... data to create a OpenAPISpec
     *   }
     * })
     *
     */
    create<T extends OpenAPISpecCreateArgs>(args: Prisma.SelectSubset<T, OpenAPISpecCreateArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many OpenAPISpecs.
     * @param {OpenAPISpecCreateManyArgs} args - Arguments to create many OpenAPISpecs.
     * @example
     * // Create many OpenAPISpecs
     * const openAPISpec = await prisma.openAPISpec.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends OpenAPISpecCreateManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many OpenAPISpecs and returns the data saved in the database.
     * @param {OpenAPISpecCreateManyAndReturnArgs} args - Arguments to create many OpenAPISpecs.
     * @example
     * // Create many OpenAPISpecs
     * const openAPISpec = await prisma.openAPISpec.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many OpenAPISpecs and only return the `id`
     * const openAPISpecWithIdOnly = await prisma.openAPISpec.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends OpenAPISpecCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a OpenAPISpec.
     * @param {OpenAPISpecDeleteArgs} args - Arguments to delete one OpenAPISpec.
     * @example
     * // Delete one OpenAPISpec
     * const OpenAPISpec = await prisma.openAPISpec.delete({
     *   where: {
     *     // ... filter to delete one OpenAPISpec
     *   }
     * })
     *
     */
    delete<T extends OpenAPISpecDeleteArgs>(args: Prisma.SelectSubset<T, OpenAPISpecDeleteArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one OpenAPISpec.
     * @param {OpenAPISpecUpdateArgs} args - Arguments to update one OpenAPISpec.
     * @example
     * // Update one OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends OpenAPISpecUpdateArgs>(args: Prisma.SelectSubset<T, OpenAPISpecUpdateArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more OpenAPISpecs.
     * @param {OpenAPISpecDeleteManyArgs} args - Arguments to filter OpenAPISpecs to delete.
     * @example
     * // Delete a few OpenAPISpecs
     * const { count } = await prisma.openAPISpec.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends OpenAPISpecDeleteManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more OpenAPISpecs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many OpenAPISpecs
     * const openAPISpec = await prisma.openAPISpec.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends OpenAPISpecUpdateManyArgs>(args: Prisma.SelectSubset<T, OpenAPISpecUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more OpenAPISpecs and returns the data updated in the database.
     * @param {OpenAPISpecUpdateManyAndReturnArgs} args - Arguments to update many OpenAPISpecs.
     * @example
     * // Update many OpenAPISpecs
     * const openAPISpec = await prisma.openAPISpec.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more OpenAPISpecs and only return the `id`
     * const openAPISpecWithIdOnly = await prisma.openAPISpec.updateManyAndReturn({
     *   select: { id: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends OpenAPISpecUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, OpenAPISpecUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one OpenAPISpec.
     * @param {OpenAPISpecUpsertArgs} args - Arguments to update or create a OpenAPISpec.
     * @example
     * // Update or create a OpenAPISpec
     * const openAPISpec = await prisma.openAPISpec.upsert({
     *   create: {
     *     // ... data to create a OpenAPISpec
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the OpenAPISpec we want to update
     *   }
     * })
     */
    upsert<T extends OpenAPISpecUpsertArgs>(args: Prisma.SelectSubset<T, OpenAPISpecUpsertArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of OpenAPISpecs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecCountArgs} args - Arguments to filter OpenAPISpecs to count.
     * @example
     * // Count the number of OpenAPISpecs
     * const count = await prisma.openAPISpec.count({
     *   where: {
     *     // ... the filter for the OpenAPISpecs we want to count
     *   }
     * })
    **/
    count<T extends OpenAPISpecCountArgs>(args?: Prisma.Subset<T, OpenAPISpecCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], OpenAPISpecCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a OpenAPISpec.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends OpenAPISpecAggregateArgs>(args: Prisma.Subset<T, OpenAPISpecAggregateArgs>): Prisma.PrismaPromise<GetOpenAPISpecAggregateType<T>>;
    /**
     * Group by OpenAPISpec.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends OpenAPISpecGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: OpenAPISpecGroupByArgs['orderBy'];
    } : {
        orderBy?: OpenAPISpecGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, OpenAPISpecGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetOpenAPISpecGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the OpenAPISpec model
     */
    readonly fields: OpenAPISpecFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for OpenAPISpec.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__OpenAPISpecClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    versions<T extends Prisma.OpenAPISpec$versionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.OpenAPISpec$versionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the OpenAPISpec model
 */
export interface OpenAPISpecFieldRefs {
    readonly id: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly organizationId: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly slug: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly visibility: Prisma.FieldRef<"OpenAPISpec", 'OpenAPISpecVisibility'>;
    readonly sourceUrl: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly processingState: Prisma.FieldRef<"OpenAPISpec", 'OpenAPISpecProcessingState'>;
    readonly lastVersionId: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly versionCount: Prisma.FieldRef<"OpenAPISpec", 'Int'>;
    readonly lastProcessedAt: Prisma.FieldRef<"OpenAPISpec", 'DateTime'>;
    readonly lastProcessErrorCode: Prisma.FieldRef<"OpenAPISpec", 'OpenAPISpecErrorCode'>;
    readonly lastProcessedErrors: Prisma.FieldRef<"OpenAPISpec", 'Json'>;
    readonly validVersionId: Prisma.FieldRef<"OpenAPISpec", 'String'>;
    readonly validVersionNumber: Prisma.FieldRef<"OpenAPISpec", 'Int'>;
    readonly createdAt: Prisma.FieldRef<"OpenAPISpec", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"OpenAPISpec", 'DateTime'>;
}
/**
 * OpenAPISpec findUnique
 */
export type OpenAPISpecFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter, which OpenAPISpec to fetch.
     */
    where: Prisma.OpenAPISpecWhereUniqueInput;
};
/**
 * OpenAPISpec findUniqueOrThrow
 */
export type OpenAPISpecFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter, which OpenAPISpec to fetch.
     */
    where: Prisma.OpenAPISpecWhereUniqueInput;
};
/**
 * OpenAPISpec findFirst
 */
export type OpenAPISpecFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter, which OpenAPISpec to fetch.
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecs to fetch.
     */
    orderBy?: Prisma.OpenAPISpecOrderByWithRelationInput | Prisma.OpenAPISpecOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for OpenAPISpecs.
     */
    cursor?: Prisma.OpenAPISpecWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecs.
     */
    distinct?: Prisma.OpenAPISpecScalarFieldEnum | Prisma.OpenAPISpecScalarFieldEnum[];
};
/**
 * OpenAPISpec findFirstOrThrow
 */
export type OpenAPISpecFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter, which OpenAPISpec to fetch.
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecs to fetch.
     */
    orderBy?: Prisma.OpenAPISpecOrderByWithRelationInput | Prisma.OpenAPISpecOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for OpenAPISpecs.
     */
    cursor?: Prisma.OpenAPISpecWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecs.
     */
    distinct?: Prisma.OpenAPISpecScalarFieldEnum | Prisma.OpenAPISpecScalarFieldEnum[];
};
/**
 * OpenAPISpec findMany
 */
export type OpenAPISpecFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter, which OpenAPISpecs to fetch.
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecs to fetch.
     */
    orderBy?: Prisma.OpenAPISpecOrderByWithRelationInput | Prisma.OpenAPISpecOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing OpenAPISpecs.
     */
    cursor?: Prisma.OpenAPISpecWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecs.
     */
    distinct?: Prisma.OpenAPISpecScalarFieldEnum | Prisma.OpenAPISpecScalarFieldEnum[];
};
/**
 * OpenAPISpec create
 */
export type OpenAPISpecCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * The data needed to create a OpenAPISpec.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecCreateInput, Prisma.OpenAPISpecUncheckedCreateInput>;
};
/**
 * OpenAPISpec createMany
 */
export type OpenAPISpecCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many OpenAPISpecs.
     */
    data: Prisma.OpenAPISpecCreateManyInput | Prisma.OpenAPISpecCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * OpenAPISpec createManyAndReturn
 */
export type OpenAPISpecCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * The data used to create many OpenAPISpecs.
     */
    data: Prisma.OpenAPISpecCreateManyInput | Prisma.OpenAPISpecCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * OpenAPISpec update
 */
export type OpenAPISpecUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * The data needed to update a OpenAPISpec.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecUpdateInput, Prisma.OpenAPISpecUncheckedUpdateInput>;
    /**
     * Choose, which OpenAPISpec to update.
     */
    where: Prisma.OpenAPISpecWhereUniqueInput;
};
/**
 * OpenAPISpec updateMany
 */
export type OpenAPISpecUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update OpenAPISpecs.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecUpdateManyMutationInput, Prisma.OpenAPISpecUncheckedUpdateManyInput>;
    /**
     * Filter which OpenAPISpecs to update
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * Limit how many OpenAPISpecs to update.
     */
    limit?: number;
};
/**
 * OpenAPISpec updateManyAndReturn
 */
export type OpenAPISpecUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * The data used to update OpenAPISpecs.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecUpdateManyMutationInput, Prisma.OpenAPISpecUncheckedUpdateManyInput>;
    /**
     * Filter which OpenAPISpecs to update
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * Limit how many OpenAPISpecs to update.
     */
    limit?: number;
};
/**
 * OpenAPISpec upsert
 */
export type OpenAPISpecUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * The filter to search for the OpenAPISpec to update in case it exists.
     */
    where: Prisma.OpenAPISpecWhereUniqueInput;
    /**
     * In case the OpenAPISpec found by the `where` argument doesn't exist, create a new OpenAPISpec with this data.
     */
    create: Prisma.XOR<Prisma.OpenAPISpecCreateInput, Prisma.OpenAPISpecUncheckedCreateInput>;
    /**
     * In case the OpenAPISpec was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.OpenAPISpecUpdateInput, Prisma.OpenAPISpecUncheckedUpdateInput>;
};
/**
 * OpenAPISpec delete
 */
export type OpenAPISpecDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
    /**
     * Filter which OpenAPISpec to delete.
     */
    where: Prisma.OpenAPISpecWhereUniqueInput;
};
/**
 * OpenAPISpec deleteMany
 */
export type OpenAPISpecDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which OpenAPISpecs to delete
     */
    where?: Prisma.OpenAPISpecWhereInput;
    /**
     * Limit how many OpenAPISpecs to delete.
     */
    limit?: number;
};
/**
 * OpenAPISpec.versions
 */
export type OpenAPISpec$versionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpecVersion
     */
    select?: Prisma.OpenAPISpecVersionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpecVersion
     */
    omit?: Prisma.OpenAPISpecVersionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecVersionInclude<ExtArgs> | null;
    where?: Prisma.OpenAPISpecVersionWhereInput;
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithRelationInput | Prisma.OpenAPISpecVersionOrderByWithRelationInput[];
    cursor?: Prisma.OpenAPISpecVersionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.OpenAPISpecVersionScalarFieldEnum | Prisma.OpenAPISpecVersionScalarFieldEnum[];
};
/**
 * OpenAPISpec without action
 */
export type OpenAPISpecDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpec
     */
    select?: Prisma.OpenAPISpecSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpec
     */
    omit?: Prisma.OpenAPISpecOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecInclude<ExtArgs> | null;
};
