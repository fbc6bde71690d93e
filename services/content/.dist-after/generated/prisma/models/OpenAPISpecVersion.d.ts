import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model OpenAPISpecVersion
 *
 */
export type OpenAPISpecVersionModel = runtime.Types.Result.DefaultSelection<Prisma.$OpenAPISpecVersionPayload>;
export type AggregateOpenAPISpecVersion = {
    _count: OpenAPISpecVersionCountAggregateOutputType | null;
    _avg: OpenAPISpecVersionAvgAggregateOutputType | null;
    _sum: OpenAPISpecVersionSumAggregateOutputType | null;
    _min: OpenAPISpecVersionMinAggregateOutputType | null;
    _max: OpenAPISpecVersionMaxAggregateOutputType | null;
};
export type OpenAPISpecVersionAvgAggregateOutputType = {
    number: number | null;
};
export type OpenAPISpecVersionSumAggregateOutputType = {
    number: number | null;
};
export type OpenAPISpecVersionMinAggregateOutputType = {
    id: string | null;
    specId: string | null;
    organizationId: string | null;
    number: number | null;
    sourceUrl: string | null;
    sourceText: string | null;
    sourceSha256: string | null;
    state: $Enums.OpenAPISpecVersionState | null;
    errorCode: $Enums.OpenAPISpecErrorCode | null;
    document: string | null;
    openapiVersion: string | null;
    createdAt: Date | null;
    processedAt: Date | null;
};
export type OpenAPISpecVersionMaxAggregateOutputType = {
    id: string | null;
    specId: string | null;
    organizationId: string | null;
    number: number | null;
    sourceUrl: string | null;
    sourceText: string | null;
    sourceSha256: string | null;
    state: $Enums.OpenAPISpecVersionState | null;
    errorCode: $Enums.OpenAPISpecErrorCode | null;
    document: string | null;
    openapiVersion: string | null;
    createdAt: Date | null;
    processedAt: Date | null;
};
export type OpenAPISpecVersionCountAggregateOutputType = {
    id: number;
    specId: number;
    organizationId: number;
    number: number;
    sourceUrl: number;
    sourceText: number;
    sourceSha256: number;
    state: number;
    errorCode: number;
    errors: number;
    document: number;
    openapiVersion: number;
    createdAt: number;
    processedAt: number;
    _all: number;
};
export type OpenAPISpecVersionAvgAggregateInputType = {
    number?: true;
};
export type OpenAPISpecVersionSumAggregateInputType = {
    number?: true;
};
export type OpenAPISpecVersionMinAggregateInputType = {
    id?: true;
    specId?: true;
    organizationId?: true;
    number?: true;
    sourceUrl?: true;
    sourceText?: true;
    sourceSha256?: true;
    state?: true;
    errorCode?: true;
    document?: true;
    openapiVersion?: true;
    createdAt?: true;
    processedAt?: true;
};
export type OpenAPISpecVersionMaxAggregateInputType = {
    id?: true;
    specId?: true;
    organizationId?: true;
    number?: true;
    sourceUrl?: true;
    sourceText?: true;
    sourceSha256?: true;
    state?: true;
    errorCode?: true;
    document?: true;
    openapiVersion?: true;
    createdAt?: true;
    processedAt?: true;
};
export type OpenAPISpecVersionCountAggregateInputType = {
    id?: true;
    specId?: true;
    organizationId?: true;
    number?: true;
    sourceUrl?: true;
    sourceText?: true;
    sourceSha256?: true;
    state?: true;
    errorCode?: true;
    errors?: true;
    document?: true;
    openapiVersion?: true;
    createdAt?: true;
    processedAt?: true;
    _all?: true;
};
export type OpenAPISpecVersionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which OpenAPISpecVersion to aggregate.
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecVersions to fetch.
     */
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithRelationInput | Prisma.OpenAPISpecVersionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.OpenAPISpecVersionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecVersions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecVersions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned OpenAPISpecVersions
    **/
    _count?: true | OpenAPISpecVersionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: OpenAPISpecVersionAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: OpenAPISpecVersionSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: OpenAPISpecVersionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: OpenAPISpecVersionMaxAggregateInputType;
};
export type GetOpenAPISpecVersionAggregateType<T extends OpenAPISpecVersionAggregateArgs> = {
    [P in keyof T & keyof AggregateOpenAPISpecVersion]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateOpenAPISpecVersion[P]> : Prisma.GetScalarType<T[P], AggregateOpenAPISpecVersion[P]>;
};
export type OpenAPISpecVersionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.OpenAPISpecVersionWhereInput;
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithAggregationInput | Prisma.OpenAPISpecVersionOrderByWithAggregationInput[];
    by: Prisma.OpenAPISpecVersionScalarFieldEnum[] | Prisma.OpenAPISpecVersionScalarFieldEnum;
    having?: Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: OpenAPISpecVersionCountAggregateInputType | true;
    _avg?: OpenAPISpecVersionAvgAggregateInputType;
    _sum?: OpenAPISpecVersionSumAggregateInputType;
    _min?: OpenAPISpecVersionMinAggregateInputType;
    _max?: OpenAPISpecVersionMaxAggregateInputType;
};
export type OpenAPISpecVersionGroupByOutputType = {
    id: string;
    specId: string;
    organizationId: string;
    number: number;
    sourceUrl: string | null;
    sourceText: string | null;
    sourceSha256: string | null;
    state: $Enums.OpenAPISpecVersionState;
    errorCode: $Enums.OpenAPISpecErrorCode | null;
    errors: runtime.JsonValue;
    document: string | null;
    openapiVersion: string | null;
    createdAt: Date;
    processedAt: Date | null;
    _count: OpenAPISpecVersionCountAggregateOutputType | null;
    _avg: OpenAPISpecVersionAvgAggregateOutputType | null;
    _sum: OpenAPISpecVersionSumAggregateOutputType | null;
    _min: OpenAPISpecVersionMinAggregateOutputType | null;
    _max: OpenAPISpecVersionMaxAggregateOutputType | null;
};
export type GetOpenAPISpecVersionGroupByPayload<T extends OpenAPISpecVersionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<OpenAPISpecVersionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof OpenAPISpecVersionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], OpenAPISpecVersionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], OpenAPISpecVersionGroupByOutputType[P]>;
}>>;
export type OpenAPISpecVersionWhereInput = {
    AND?: Prisma.OpenAPISpecVersionWhereInput | Prisma.OpenAPISpecVersionWhereInput[];
    OR?: Prisma.OpenAPISpecVersionWhereInput[];
    NOT?: Prisma.OpenAPISpecVersionWhereInput | Prisma.OpenAPISpecVersionWhereInput[];
    id?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    specId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    organizationId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    number?: Prisma.IntFilter<"OpenAPISpecVersion"> | number;
    sourceUrl?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceText?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceSha256?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonFilter<"OpenAPISpecVersion">;
    document?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    openapiVersion?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"OpenAPISpecVersion"> | Date | string;
    processedAt?: Prisma.DateTimeNullableFilter<"OpenAPISpecVersion"> | Date | string | null;
    spec?: Prisma.XOR<Prisma.OpenAPISpecScalarRelationFilter, Prisma.OpenAPISpecWhereInput>;
};
export type OpenAPISpecVersionOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    specId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceText?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceSha256?: Prisma.SortOrderInput | Prisma.SortOrder;
    state?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errors?: Prisma.SortOrder;
    document?: Prisma.SortOrderInput | Prisma.SortOrder;
    openapiVersion?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    processedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    spec?: Prisma.OpenAPISpecOrderByWithRelationInput;
};
export type OpenAPISpecVersionWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    specId_number?: Prisma.OpenAPISpecVersionSpecIdNumberCompoundUniqueInput;
    AND?: Prisma.OpenAPISpecVersionWhereInput | Prisma.OpenAPISpecVersionWhereInput[];
    OR?: Prisma.OpenAPISpecVersionWhereInput[];
    NOT?: Prisma.OpenAPISpecVersionWhereInput | Prisma.OpenAPISpecVersionWhereInput[];
    specId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    organizationId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    number?: Prisma.IntFilter<"OpenAPISpecVersion"> | number;
    sourceUrl?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceText?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceSha256?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonFilter<"OpenAPISpecVersion">;
    document?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    openapiVersion?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"OpenAPISpecVersion"> | Date | string;
    processedAt?: Prisma.DateTimeNullableFilter<"OpenAPISpecVersion"> | Date | string | null;
    spec?: Prisma.XOR<Prisma.OpenAPISpecScalarRelationFilter, Prisma.OpenAPISpecWhereInput>;
}, "id" | "specId_number">;
export type OpenAPISpecVersionOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    specId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceText?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceSha256?: Prisma.SortOrderInput | Prisma.SortOrder;
    state?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errors?: Prisma.SortOrder;
    document?: Prisma.SortOrderInput | Prisma.SortOrder;
    openapiVersion?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    processedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.OpenAPISpecVersionCountOrderByAggregateInput;
    _avg?: Prisma.OpenAPISpecVersionAvgOrderByAggregateInput;
    _max?: Prisma.OpenAPISpecVersionMaxOrderByAggregateInput;
    _min?: Prisma.OpenAPISpecVersionMinOrderByAggregateInput;
    _sum?: Prisma.OpenAPISpecVersionSumOrderByAggregateInput;
};
export type OpenAPISpecVersionScalarWhereWithAggregatesInput = {
    AND?: Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput | Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput[];
    OR?: Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput | Prisma.OpenAPISpecVersionScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"OpenAPISpecVersion"> | string;
    specId?: Prisma.StringWithAggregatesFilter<"OpenAPISpecVersion"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"OpenAPISpecVersion"> | string;
    number?: Prisma.IntWithAggregatesFilter<"OpenAPISpecVersion"> | number;
    sourceUrl?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpecVersion"> | string | null;
    sourceText?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpecVersion"> | string | null;
    sourceSha256?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpecVersion"> | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateWithAggregatesFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableWithAggregatesFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonWithAggregatesFilter<"OpenAPISpecVersion">;
    document?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpecVersion"> | string | null;
    openapiVersion?: Prisma.StringNullableWithAggregatesFilter<"OpenAPISpecVersion"> | string | null;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"OpenAPISpecVersion"> | Date | string;
    processedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"OpenAPISpecVersion"> | Date | string | null;
};
export type OpenAPISpecVersionCreateInput = {
    id: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
    spec: Prisma.OpenAPISpecCreateNestedOneWithoutVersionsInput;
};
export type OpenAPISpecVersionUncheckedCreateInput = {
    id: string;
    specId: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
};
export type OpenAPISpecVersionUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    spec?: Prisma.OpenAPISpecUpdateOneRequiredWithoutVersionsNestedInput;
};
export type OpenAPISpecVersionUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    specId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionCreateManyInput = {
    id: string;
    specId: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
};
export type OpenAPISpecVersionUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    specId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionListRelationFilter = {
    every?: Prisma.OpenAPISpecVersionWhereInput;
    some?: Prisma.OpenAPISpecVersionWhereInput;
    none?: Prisma.OpenAPISpecVersionWhereInput;
};
export type OpenAPISpecVersionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type OpenAPISpecVersionSpecIdNumberCompoundUniqueInput = {
    specId: string;
    number: number;
};
export type OpenAPISpecVersionCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    specId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    sourceText?: Prisma.SortOrder;
    sourceSha256?: Prisma.SortOrder;
    state?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errors?: Prisma.SortOrder;
    document?: Prisma.SortOrder;
    openapiVersion?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    processedAt?: Prisma.SortOrder;
};
export type OpenAPISpecVersionAvgOrderByAggregateInput = {
    number?: Prisma.SortOrder;
};
export type OpenAPISpecVersionMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    specId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    sourceText?: Prisma.SortOrder;
    sourceSha256?: Prisma.SortOrder;
    state?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    document?: Prisma.SortOrder;
    openapiVersion?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    processedAt?: Prisma.SortOrder;
};
export type OpenAPISpecVersionMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    specId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    sourceUrl?: Prisma.SortOrder;
    sourceText?: Prisma.SortOrder;
    sourceSha256?: Prisma.SortOrder;
    state?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    document?: Prisma.SortOrder;
    openapiVersion?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    processedAt?: Prisma.SortOrder;
};
export type OpenAPISpecVersionSumOrderByAggregateInput = {
    number?: Prisma.SortOrder;
};
export type OpenAPISpecVersionCreateNestedManyWithoutSpecInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput> | Prisma.OpenAPISpecVersionCreateWithoutSpecInput[] | Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput[];
    connectOrCreate?: Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput | Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput[];
    createMany?: Prisma.OpenAPISpecVersionCreateManySpecInputEnvelope;
    connect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
};
export type OpenAPISpecVersionUncheckedCreateNestedManyWithoutSpecInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput> | Prisma.OpenAPISpecVersionCreateWithoutSpecInput[] | Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput[];
    connectOrCreate?: Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput | Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput[];
    createMany?: Prisma.OpenAPISpecVersionCreateManySpecInputEnvelope;
    connect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
};
export type OpenAPISpecVersionUpdateManyWithoutSpecNestedInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput> | Prisma.OpenAPISpecVersionCreateWithoutSpecInput[] | Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput[];
    connectOrCreate?: Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput | Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput[];
    upsert?: Prisma.OpenAPISpecVersionUpsertWithWhereUniqueWithoutSpecInput | Prisma.OpenAPISpecVersionUpsertWithWhereUniqueWithoutSpecInput[];
    createMany?: Prisma.OpenAPISpecVersionCreateManySpecInputEnvelope;
    set?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    disconnect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    delete?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    connect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    update?: Prisma.OpenAPISpecVersionUpdateWithWhereUniqueWithoutSpecInput | Prisma.OpenAPISpecVersionUpdateWithWhereUniqueWithoutSpecInput[];
    updateMany?: Prisma.OpenAPISpecVersionUpdateManyWithWhereWithoutSpecInput | Prisma.OpenAPISpecVersionUpdateManyWithWhereWithoutSpecInput[];
    deleteMany?: Prisma.OpenAPISpecVersionScalarWhereInput | Prisma.OpenAPISpecVersionScalarWhereInput[];
};
export type OpenAPISpecVersionUncheckedUpdateManyWithoutSpecNestedInput = {
    create?: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput> | Prisma.OpenAPISpecVersionCreateWithoutSpecInput[] | Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput[];
    connectOrCreate?: Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput | Prisma.OpenAPISpecVersionCreateOrConnectWithoutSpecInput[];
    upsert?: Prisma.OpenAPISpecVersionUpsertWithWhereUniqueWithoutSpecInput | Prisma.OpenAPISpecVersionUpsertWithWhereUniqueWithoutSpecInput[];
    createMany?: Prisma.OpenAPISpecVersionCreateManySpecInputEnvelope;
    set?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    disconnect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    delete?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    connect?: Prisma.OpenAPISpecVersionWhereUniqueInput | Prisma.OpenAPISpecVersionWhereUniqueInput[];
    update?: Prisma.OpenAPISpecVersionUpdateWithWhereUniqueWithoutSpecInput | Prisma.OpenAPISpecVersionUpdateWithWhereUniqueWithoutSpecInput[];
    updateMany?: Prisma.OpenAPISpecVersionUpdateManyWithWhereWithoutSpecInput | Prisma.OpenAPISpecVersionUpdateManyWithWhereWithoutSpecInput[];
    deleteMany?: Prisma.OpenAPISpecVersionScalarWhereInput | Prisma.OpenAPISpecVersionScalarWhereInput[];
};
export type EnumOpenAPISpecVersionStateFieldUpdateOperationsInput = {
    set?: $Enums.OpenAPISpecVersionState;
};
export type OpenAPISpecVersionCreateWithoutSpecInput = {
    id: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
};
export type OpenAPISpecVersionUncheckedCreateWithoutSpecInput = {
    id: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
};
export type OpenAPISpecVersionCreateOrConnectWithoutSpecInput = {
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
    create: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput>;
};
export type OpenAPISpecVersionCreateManySpecInputEnvelope = {
    data: Prisma.OpenAPISpecVersionCreateManySpecInput | Prisma.OpenAPISpecVersionCreateManySpecInput[];
    skipDuplicates?: boolean;
};
export type OpenAPISpecVersionUpsertWithWhereUniqueWithoutSpecInput = {
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
    update: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedUpdateWithoutSpecInput>;
    create: Prisma.XOR<Prisma.OpenAPISpecVersionCreateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedCreateWithoutSpecInput>;
};
export type OpenAPISpecVersionUpdateWithWhereUniqueWithoutSpecInput = {
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
    data: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateWithoutSpecInput, Prisma.OpenAPISpecVersionUncheckedUpdateWithoutSpecInput>;
};
export type OpenAPISpecVersionUpdateManyWithWhereWithoutSpecInput = {
    where: Prisma.OpenAPISpecVersionScalarWhereInput;
    data: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateManyMutationInput, Prisma.OpenAPISpecVersionUncheckedUpdateManyWithoutSpecInput>;
};
export type OpenAPISpecVersionScalarWhereInput = {
    AND?: Prisma.OpenAPISpecVersionScalarWhereInput | Prisma.OpenAPISpecVersionScalarWhereInput[];
    OR?: Prisma.OpenAPISpecVersionScalarWhereInput[];
    NOT?: Prisma.OpenAPISpecVersionScalarWhereInput | Prisma.OpenAPISpecVersionScalarWhereInput[];
    id?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    specId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    organizationId?: Prisma.StringFilter<"OpenAPISpecVersion"> | string;
    number?: Prisma.IntFilter<"OpenAPISpecVersion"> | number;
    sourceUrl?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceText?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    sourceSha256?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.EnumOpenAPISpecErrorCodeNullableFilter<"OpenAPISpecVersion"> | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonFilter<"OpenAPISpecVersion">;
    document?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    openapiVersion?: Prisma.StringNullableFilter<"OpenAPISpecVersion"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"OpenAPISpecVersion"> | Date | string;
    processedAt?: Prisma.DateTimeNullableFilter<"OpenAPISpecVersion"> | Date | string | null;
};
export type OpenAPISpecVersionCreateManySpecInput = {
    id: string;
    organizationId: string;
    number: number;
    sourceUrl?: string | null;
    sourceText?: string | null;
    sourceSha256?: string | null;
    state?: $Enums.OpenAPISpecVersionState;
    errorCode?: $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: string | null;
    openapiVersion?: string | null;
    createdAt?: Date | string;
    processedAt?: Date | string | null;
};
export type OpenAPISpecVersionUpdateWithoutSpecInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionUncheckedUpdateWithoutSpecInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionUncheckedUpdateManyWithoutSpecInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceText?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceSha256?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    state?: Prisma.EnumOpenAPISpecVersionStateFieldUpdateOperationsInput | $Enums.OpenAPISpecVersionState;
    errorCode?: Prisma.NullableEnumOpenAPISpecErrorCodeFieldUpdateOperationsInput | $Enums.OpenAPISpecErrorCode | null;
    errors?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    document?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    openapiVersion?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    processedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type OpenAPISpecVersionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    specId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    sourceUrl?: boolean;
    sourceText?: boolean;
    sourceSha256?: boolean;
    state?: boolean;
    errorCode?: boolean;
    errors?: boolean;
    document?: boolean;
    openapiVersion?: boolean;
    createdAt?: boolean;
    processedAt?: boolean;
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["openAPISpecVersion"]>;
export type OpenAPISpecVersionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    specId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    sourceUrl?: boolean;
    sourceText?: boolean;
    sourceSha256?: boolean;
    state?: boolean;
    errorCode?: boolean;
    errors?: boolean;
    document?: boolean;
    openapiVersion?: boolean;
    createdAt?: boolean;
    processedAt?: boolean;
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["openAPISpecVersion"]>;
export type OpenAPISpecVersionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    specId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    sourceUrl?: boolean;
    sourceText?: boolean;
    sourceSha256?: boolean;
    state?: boolean;
    errorCode?: boolean;
    errors?: boolean;
    document?: boolean;
    openapiVersion?: boolean;
    createdAt?: boolean;
    processedAt?: boolean;
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["openAPISpecVersion"]>;
export type OpenAPISpecVersionSelectScalar = {
    id?: boolean;
    specId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    sourceUrl?: boolean;
    sourceText?: boolean;
    sourceSha256?: boolean;
    state?: boolean;
    errorCode?: boolean;
    errors?: boolean;
    document?: boolean;
    openapiVersion?: boolean;
    createdAt?: boolean;
    processedAt?: boolean;
};
export type OpenAPISpecVersionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "specId" | "organizationId" | "number" | "sourceUrl" | "sourceText" | "sourceSha256" | "state" | "errorCode" | "errors" | "document" | "openapiVersion" | "createdAt" | "processedAt", ExtArgs["result"]["openAPISpecVersion"]>;
export type OpenAPISpecVersionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
};
export type OpenAPISpecVersionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
};
export type OpenAPISpecVersionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    spec?: boolean | Prisma.OpenAPISpecDefaultArgs<ExtArgs>;
};
export type $OpenAPISpecVersionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "OpenAPISpecVersion";
    objects: {
        spec: Prisma.$OpenAPISpecPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        specId: string;
        organizationId: string;
        number: number;
        sourceUrl: string | null;
        sourceText: string | null;
        sourceSha256: string | null;
        state: $Enums.OpenAPISpecVersionState;
        errorCode: $Enums.OpenAPISpecErrorCode | null;
        errors: runtime.JsonValue;
        document: string | null;
        openapiVersion: string | null;
        createdAt: Date;
        processedAt: Date | null;
    }, ExtArgs["result"]["openAPISpecVersion"]>;
    composites: {};
};
export type OpenAPISpecVersionGetPayload<S extends boolean | null | undefined | OpenAPISpecVersionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload, S>;
export type OpenAPISpecVersionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<OpenAPISpecVersionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: OpenAPISpecVersionCountAggregateInputType | true;
};
export interface OpenAPISpecVersionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['OpenAPISpecVersion'];
        meta: {
            name: 'OpenAPISpecVersion';
        };
    };
    /**
     * Find zero or one OpenAPISpecVersion that matches the filter.
     * @param {OpenAPISpecVersionFindUniqueArgs} args - Arguments to find a OpenAPISpecVersion
     * @example
     * // Get one OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends OpenAPISpecVersionFindUniqueArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one OpenAPISpecVersion that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {OpenAPISpecVersionFindUniqueOrThrowArgs} args - Arguments to find a OpenAPISpecVersion
     * @example
     * // Get one OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends OpenAPISpecVersionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first OpenAPISpecVersion that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionFindFirstArgs} args - Arguments to find a OpenAPISpecVersion
     * @example
     * // Get one OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends OpenAPISpecVersionFindFirstArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionFindFirstArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first OpenAPISpecVersion that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionFindFirstOrThrowArgs} args - Arguments to find a OpenAPISpecVersion
     * @example
     * // Get one OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends OpenAPISpecVersionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more OpenAPISpecVersions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all OpenAPISpecVersions
     * const openAPISpecVersions = await prisma.openAPISpecVersion.findMany()
     *
     * // Get first 10 OpenAPISpecVersions
     * const openAPISpecVersions = await prisma.openAPISpecVersion.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const openAPISpecVersionWithIdOnly = await prisma.openAPISpecVersion.findMany({ select: { id: true } })
     *
     */
    findMany<T extends OpenAPISpecVersionFindManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a OpenAPISpecVersion.
     * @param {OpenAPISpecVersionCreateArgs} args - Arguments to create a OpenAPISpecVersion.
     * @example
     * // Create one OpenAPISpecVersion
     * const OpenAPISpecVersion = await prisma.openAPISpecVersion.create({
     *   data: {
     *     // ... data to create a OpenAPISpecVersion
     *   }
     * })
     *
     */
    create<T extends OpenAPISpecVersionCreateArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionCreateArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many OpenAPISpecVersions.
     * @param {OpenAPISpecVersionCreateManyArgs} args - Arguments to create many OpenAPISpecVersions.
     * @example
     * // Create many OpenAPISpecVersions
     * const openAPISpecVersion = await prisma.openAPISpecVersion.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends OpenAPISpecVersionCreateManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many OpenAPISpecVersions and returns the data saved in the database.
     * @param {OpenAPISpecVersionCreateManyAndReturnArgs} args - Arguments to create many OpenAPISpecVersions.
     * @example
     * // Create many OpenAPISpecVersions
     * const openAPISpecVersion = await prisma.openAPISpecVersion.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many OpenAPISpecVersions and only return the `id`
     * const openAPISpecVersionWithIdOnly = await prisma.openAPISpecVersion.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends OpenAPISpecVersionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a OpenAPISpecVersion.
     * @param {OpenAPISpecVersionDeleteArgs} args - Arguments to delete one OpenAPISpecVersion.
     * @example
     * // Delete one OpenAPISpecVersion
     * const OpenAPISpecVersion = await prisma.openAPISpecVersion.delete({
     *   where: {
     *     // ... filter to delete one OpenAPISpecVersion
     *   }
     * })
     *
     */
    delete<T extends OpenAPISpecVersionDeleteArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionDeleteArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one OpenAPISpecVersion.
     * @param {OpenAPISpecVersionUpdateArgs} args - Arguments to update one OpenAPISpecVersion.
     * @example
     * // Update one OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends OpenAPISpecVersionUpdateArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionUpdateArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more OpenAPISpecVersions.
     * @param {OpenAPISpecVersionDeleteManyArgs} args - Arguments to filter OpenAPISpecVersions to delete.
     * @example
     * // Delete a few OpenAPISpecVersions
     * const { count } = await prisma.openAPISpecVersion.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends OpenAPISpecVersionDeleteManyArgs>(args?: Prisma.SelectSubset<T, OpenAPISpecVersionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more OpenAPISpecVersions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many OpenAPISpecVersions
     * const openAPISpecVersion = await prisma.openAPISpecVersion.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends OpenAPISpecVersionUpdateManyArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more OpenAPISpecVersions and returns the data updated in the database.
     * @param {OpenAPISpecVersionUpdateManyAndReturnArgs} args - Arguments to update many OpenAPISpecVersions.
     * @example
     * // Update many OpenAPISpecVersions
     * const openAPISpecVersion = await prisma.openAPISpecVersion.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more OpenAPISpecVersions and only return the `id`
     * const openAPISpecVersionWithIdOnly = await prisma.openAPISpecVersion.updateManyAndReturn({
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
    updateManyAndReturn<T extends OpenAPISpecVersionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one OpenAPISpecVersion.
     * @param {OpenAPISpecVersionUpsertArgs} args - Arguments to update or create a OpenAPISpecVersion.
     * @example
     * // Update or create a OpenAPISpecVersion
     * const openAPISpecVersion = await prisma.openAPISpecVersion.upsert({
     *   create: {
     *     // ... data to create a OpenAPISpecVersion
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the OpenAPISpecVersion we want to update
     *   }
     * })
     */
    upsert<T extends OpenAPISpecVersionUpsertArgs>(args: Prisma.SelectSubset<T, OpenAPISpecVersionUpsertArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecVersionClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecVersionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of OpenAPISpecVersions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionCountArgs} args - Arguments to filter OpenAPISpecVersions to count.
     * @example
     * // Count the number of OpenAPISpecVersions
     * const count = await prisma.openAPISpecVersion.count({
     *   where: {
     *     // ... the filter for the OpenAPISpecVersions we want to count
     *   }
     * })
    **/
    count<T extends OpenAPISpecVersionCountArgs>(args?: Prisma.Subset<T, OpenAPISpecVersionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], OpenAPISpecVersionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a OpenAPISpecVersion.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends OpenAPISpecVersionAggregateArgs>(args: Prisma.Subset<T, OpenAPISpecVersionAggregateArgs>): Prisma.PrismaPromise<GetOpenAPISpecVersionAggregateType<T>>;
    /**
     * Group by OpenAPISpecVersion.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {OpenAPISpecVersionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends OpenAPISpecVersionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: OpenAPISpecVersionGroupByArgs['orderBy'];
    } : {
        orderBy?: OpenAPISpecVersionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, OpenAPISpecVersionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetOpenAPISpecVersionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the OpenAPISpecVersion model
     */
    readonly fields: OpenAPISpecVersionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for OpenAPISpecVersion.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__OpenAPISpecVersionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    spec<T extends Prisma.OpenAPISpecDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.OpenAPISpecDefaultArgs<ExtArgs>>): Prisma.Prisma__OpenAPISpecClient<runtime.Types.Result.GetResult<Prisma.$OpenAPISpecPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the OpenAPISpecVersion model
 */
export interface OpenAPISpecVersionFieldRefs {
    readonly id: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly specId: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly organizationId: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly number: Prisma.FieldRef<"OpenAPISpecVersion", 'Int'>;
    readonly sourceUrl: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly sourceText: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly sourceSha256: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly state: Prisma.FieldRef<"OpenAPISpecVersion", 'OpenAPISpecVersionState'>;
    readonly errorCode: Prisma.FieldRef<"OpenAPISpecVersion", 'OpenAPISpecErrorCode'>;
    readonly errors: Prisma.FieldRef<"OpenAPISpecVersion", 'Json'>;
    readonly document: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly openapiVersion: Prisma.FieldRef<"OpenAPISpecVersion", 'String'>;
    readonly createdAt: Prisma.FieldRef<"OpenAPISpecVersion", 'DateTime'>;
    readonly processedAt: Prisma.FieldRef<"OpenAPISpecVersion", 'DateTime'>;
}
/**
 * OpenAPISpecVersion findUnique
 */
export type OpenAPISpecVersionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which OpenAPISpecVersion to fetch.
     */
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
};
/**
 * OpenAPISpecVersion findUniqueOrThrow
 */
export type OpenAPISpecVersionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which OpenAPISpecVersion to fetch.
     */
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
};
/**
 * OpenAPISpecVersion findFirst
 */
export type OpenAPISpecVersionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which OpenAPISpecVersion to fetch.
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecVersions to fetch.
     */
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithRelationInput | Prisma.OpenAPISpecVersionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for OpenAPISpecVersions.
     */
    cursor?: Prisma.OpenAPISpecVersionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecVersions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecVersions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecVersions.
     */
    distinct?: Prisma.OpenAPISpecVersionScalarFieldEnum | Prisma.OpenAPISpecVersionScalarFieldEnum[];
};
/**
 * OpenAPISpecVersion findFirstOrThrow
 */
export type OpenAPISpecVersionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which OpenAPISpecVersion to fetch.
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecVersions to fetch.
     */
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithRelationInput | Prisma.OpenAPISpecVersionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for OpenAPISpecVersions.
     */
    cursor?: Prisma.OpenAPISpecVersionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecVersions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecVersions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecVersions.
     */
    distinct?: Prisma.OpenAPISpecVersionScalarFieldEnum | Prisma.OpenAPISpecVersionScalarFieldEnum[];
};
/**
 * OpenAPISpecVersion findMany
 */
export type OpenAPISpecVersionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which OpenAPISpecVersions to fetch.
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of OpenAPISpecVersions to fetch.
     */
    orderBy?: Prisma.OpenAPISpecVersionOrderByWithRelationInput | Prisma.OpenAPISpecVersionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing OpenAPISpecVersions.
     */
    cursor?: Prisma.OpenAPISpecVersionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` OpenAPISpecVersions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` OpenAPISpecVersions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of OpenAPISpecVersions.
     */
    distinct?: Prisma.OpenAPISpecVersionScalarFieldEnum | Prisma.OpenAPISpecVersionScalarFieldEnum[];
};
/**
 * OpenAPISpecVersion create
 */
export type OpenAPISpecVersionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to create a OpenAPISpecVersion.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecVersionCreateInput, Prisma.OpenAPISpecVersionUncheckedCreateInput>;
};
/**
 * OpenAPISpecVersion createMany
 */
export type OpenAPISpecVersionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many OpenAPISpecVersions.
     */
    data: Prisma.OpenAPISpecVersionCreateManyInput | Prisma.OpenAPISpecVersionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * OpenAPISpecVersion createManyAndReturn
 */
export type OpenAPISpecVersionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpecVersion
     */
    select?: Prisma.OpenAPISpecVersionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpecVersion
     */
    omit?: Prisma.OpenAPISpecVersionOmit<ExtArgs> | null;
    /**
     * The data used to create many OpenAPISpecVersions.
     */
    data: Prisma.OpenAPISpecVersionCreateManyInput | Prisma.OpenAPISpecVersionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecVersionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * OpenAPISpecVersion update
 */
export type OpenAPISpecVersionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to update a OpenAPISpecVersion.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateInput, Prisma.OpenAPISpecVersionUncheckedUpdateInput>;
    /**
     * Choose, which OpenAPISpecVersion to update.
     */
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
};
/**
 * OpenAPISpecVersion updateMany
 */
export type OpenAPISpecVersionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update OpenAPISpecVersions.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateManyMutationInput, Prisma.OpenAPISpecVersionUncheckedUpdateManyInput>;
    /**
     * Filter which OpenAPISpecVersions to update
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * Limit how many OpenAPISpecVersions to update.
     */
    limit?: number;
};
/**
 * OpenAPISpecVersion updateManyAndReturn
 */
export type OpenAPISpecVersionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the OpenAPISpecVersion
     */
    select?: Prisma.OpenAPISpecVersionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the OpenAPISpecVersion
     */
    omit?: Prisma.OpenAPISpecVersionOmit<ExtArgs> | null;
    /**
     * The data used to update OpenAPISpecVersions.
     */
    data: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateManyMutationInput, Prisma.OpenAPISpecVersionUncheckedUpdateManyInput>;
    /**
     * Filter which OpenAPISpecVersions to update
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * Limit how many OpenAPISpecVersions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.OpenAPISpecVersionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * OpenAPISpecVersion upsert
 */
export type OpenAPISpecVersionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The filter to search for the OpenAPISpecVersion to update in case it exists.
     */
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
    /**
     * In case the OpenAPISpecVersion found by the `where` argument doesn't exist, create a new OpenAPISpecVersion with this data.
     */
    create: Prisma.XOR<Prisma.OpenAPISpecVersionCreateInput, Prisma.OpenAPISpecVersionUncheckedCreateInput>;
    /**
     * In case the OpenAPISpecVersion was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.OpenAPISpecVersionUpdateInput, Prisma.OpenAPISpecVersionUncheckedUpdateInput>;
};
/**
 * OpenAPISpecVersion delete
 */
export type OpenAPISpecVersionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter which OpenAPISpecVersion to delete.
     */
    where: Prisma.OpenAPISpecVersionWhereUniqueInput;
};
/**
 * OpenAPISpecVersion deleteMany
 */
export type OpenAPISpecVersionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which OpenAPISpecVersions to delete
     */
    where?: Prisma.OpenAPISpecVersionWhereInput;
    /**
     * Limit how many OpenAPISpecVersions to delete.
     */
    limit?: number;
};
/**
 * OpenAPISpecVersion without action
 */
export type OpenAPISpecVersionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
};
