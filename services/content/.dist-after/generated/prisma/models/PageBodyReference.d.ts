import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model PageBodyReference
 *
 */
export type PageBodyReferenceModel = runtime.Types.Result.DefaultSelection<Prisma.$PageBodyReferencePayload>;
export type AggregatePageBodyReference = {
    _count: PageBodyReferenceCountAggregateOutputType | null;
    _avg: PageBodyReferenceAvgAggregateOutputType | null;
    _sum: PageBodyReferenceSumAggregateOutputType | null;
    _min: PageBodyReferenceMinAggregateOutputType | null;
    _max: PageBodyReferenceMaxAggregateOutputType | null;
};
export type PageBodyReferenceAvgAggregateOutputType = {
    position: number | null;
};
export type PageBodyReferenceSumAggregateOutputType = {
    position: number | null;
};
export type PageBodyReferenceMinAggregateOutputType = {
    bodyHash: string | null;
    position: number | null;
    kind: $Enums.LinkTargetKind | null;
    lookupKey: string | null;
    target: string | null;
    anchor: string | null;
    spaceId: string | null;
    relation: $Enums.LinkRelation | null;
};
export type PageBodyReferenceMaxAggregateOutputType = {
    bodyHash: string | null;
    position: number | null;
    kind: $Enums.LinkTargetKind | null;
    lookupKey: string | null;
    target: string | null;
    anchor: string | null;
    spaceId: string | null;
    relation: $Enums.LinkRelation | null;
};
export type PageBodyReferenceCountAggregateOutputType = {
    bodyHash: number;
    position: number;
    kind: number;
    lookupKey: number;
    target: number;
    anchor: number;
    spaceId: number;
    relation: number;
    _all: number;
};
export type PageBodyReferenceAvgAggregateInputType = {
    position?: true;
};
export type PageBodyReferenceSumAggregateInputType = {
    position?: true;
};
export type PageBodyReferenceMinAggregateInputType = {
    bodyHash?: true;
    position?: true;
    kind?: true;
    lookupKey?: true;
    target?: true;
    anchor?: true;
    spaceId?: true;
    relation?: true;
};
export type PageBodyReferenceMaxAggregateInputType = {
    bodyHash?: true;
    position?: true;
    kind?: true;
    lookupKey?: true;
    target?: true;
    anchor?: true;
    spaceId?: true;
    relation?: true;
};
export type PageBodyReferenceCountAggregateInputType = {
    bodyHash?: true;
    position?: true;
    kind?: true;
    lookupKey?: true;
    target?: true;
    anchor?: true;
    spaceId?: true;
    relation?: true;
    _all?: true;
};
export type PageBodyReferenceAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBodyReference to aggregate.
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyReferences to fetch.
     */
    orderBy?: Prisma.PageBodyReferenceOrderByWithRelationInput | Prisma.PageBodyReferenceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.PageBodyReferenceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyReferences from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyReferences.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned PageBodyReferences
    **/
    _count?: true | PageBodyReferenceCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: PageBodyReferenceAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: PageBodyReferenceSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: PageBodyReferenceMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: PageBodyReferenceMaxAggregateInputType;
};
export type GetPageBodyReferenceAggregateType<T extends PageBodyReferenceAggregateArgs> = {
    [P in keyof T & keyof AggregatePageBodyReference]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregatePageBodyReference[P]> : Prisma.GetScalarType<T[P], AggregatePageBodyReference[P]>;
};
export type PageBodyReferenceGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PageBodyReferenceWhereInput;
    orderBy?: Prisma.PageBodyReferenceOrderByWithAggregationInput | Prisma.PageBodyReferenceOrderByWithAggregationInput[];
    by: Prisma.PageBodyReferenceScalarFieldEnum[] | Prisma.PageBodyReferenceScalarFieldEnum;
    having?: Prisma.PageBodyReferenceScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: PageBodyReferenceCountAggregateInputType | true;
    _avg?: PageBodyReferenceAvgAggregateInputType;
    _sum?: PageBodyReferenceSumAggregateInputType;
    _min?: PageBodyReferenceMinAggregateInputType;
    _max?: PageBodyReferenceMaxAggregateInputType;
};
export type PageBodyReferenceGroupByOutputType = {
    bodyHash: string;
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target: string | null;
    anchor: string | null;
    spaceId: string | null;
    relation: $Enums.LinkRelation;
    _count: PageBodyReferenceCountAggregateOutputType | null;
    _avg: PageBodyReferenceAvgAggregateOutputType | null;
    _sum: PageBodyReferenceSumAggregateOutputType | null;
    _min: PageBodyReferenceMinAggregateOutputType | null;
    _max: PageBodyReferenceMaxAggregateOutputType | null;
};
export type GetPageBodyReferenceGroupByPayload<T extends PageBodyReferenceGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<PageBodyReferenceGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof PageBodyReferenceGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], PageBodyReferenceGroupByOutputType[P]> : Prisma.GetScalarType<T[P], PageBodyReferenceGroupByOutputType[P]>;
}>>;
export type PageBodyReferenceWhereInput = {
    AND?: Prisma.PageBodyReferenceWhereInput | Prisma.PageBodyReferenceWhereInput[];
    OR?: Prisma.PageBodyReferenceWhereInput[];
    NOT?: Prisma.PageBodyReferenceWhereInput | Prisma.PageBodyReferenceWhereInput[];
    bodyHash?: Prisma.StringFilter<"PageBodyReference"> | string;
    position?: Prisma.IntFilter<"PageBodyReference"> | number;
    kind?: Prisma.EnumLinkTargetKindFilter<"PageBodyReference"> | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFilter<"PageBodyReference"> | string;
    target?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    anchor?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    spaceId?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    relation?: Prisma.EnumLinkRelationFilter<"PageBodyReference"> | $Enums.LinkRelation;
    links?: Prisma.XOR<Prisma.PageBodyLinksScalarRelationFilter, Prisma.PageBodyLinksWhereInput>;
};
export type PageBodyReferenceOrderByWithRelationInput = {
    bodyHash?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    lookupKey?: Prisma.SortOrder;
    target?: Prisma.SortOrderInput | Prisma.SortOrder;
    anchor?: Prisma.SortOrderInput | Prisma.SortOrder;
    spaceId?: Prisma.SortOrderInput | Prisma.SortOrder;
    relation?: Prisma.SortOrder;
    links?: Prisma.PageBodyLinksOrderByWithRelationInput;
};
export type PageBodyReferenceWhereUniqueInput = Prisma.AtLeast<{
    bodyHash_position?: Prisma.PageBodyReferenceBodyHashPositionCompoundUniqueInput;
    AND?: Prisma.PageBodyReferenceWhereInput | Prisma.PageBodyReferenceWhereInput[];
    OR?: Prisma.PageBodyReferenceWhereInput[];
    NOT?: Prisma.PageBodyReferenceWhereInput | Prisma.PageBodyReferenceWhereInput[];
    bodyHash?: Prisma.StringFilter<"PageBodyReference"> | string;
    position?: Prisma.IntFilter<"PageBodyReference"> | number;
    kind?: Prisma.EnumLinkTargetKindFilter<"PageBodyReference"> | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFilter<"PageBodyReference"> | string;
    target?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    anchor?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    spaceId?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    relation?: Prisma.EnumLinkRelationFilter<"PageBodyReference"> | $Enums.LinkRelation;
    links?: Prisma.XOR<Prisma.PageBodyLinksScalarRelationFilter, Prisma.PageBodyLinksWhereInput>;
}, "bodyHash_position">;
export type PageBodyReferenceOrderByWithAggregationInput = {
    bodyHash?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    lookupKey?: Prisma.SortOrder;
    target?: Prisma.SortOrderInput | Prisma.SortOrder;
    anchor?: Prisma.SortOrderInput | Prisma.SortOrder;
    spaceId?: Prisma.SortOrderInput | Prisma.SortOrder;
    relation?: Prisma.SortOrder;
    _count?: Prisma.PageBodyReferenceCountOrderByAggregateInput;
    _avg?: Prisma.PageBodyReferenceAvgOrderByAggregateInput;
    _max?: Prisma.PageBodyReferenceMaxOrderByAggregateInput;
    _min?: Prisma.PageBodyReferenceMinOrderByAggregateInput;
    _sum?: Prisma.PageBodyReferenceSumOrderByAggregateInput;
};
export type PageBodyReferenceScalarWhereWithAggregatesInput = {
    AND?: Prisma.PageBodyReferenceScalarWhereWithAggregatesInput | Prisma.PageBodyReferenceScalarWhereWithAggregatesInput[];
    OR?: Prisma.PageBodyReferenceScalarWhereWithAggregatesInput[];
    NOT?: Prisma.PageBodyReferenceScalarWhereWithAggregatesInput | Prisma.PageBodyReferenceScalarWhereWithAggregatesInput[];
    bodyHash?: Prisma.StringWithAggregatesFilter<"PageBodyReference"> | string;
    position?: Prisma.IntWithAggregatesFilter<"PageBodyReference"> | number;
    kind?: Prisma.EnumLinkTargetKindWithAggregatesFilter<"PageBodyReference"> | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringWithAggregatesFilter<"PageBodyReference"> | string;
    target?: Prisma.StringNullableWithAggregatesFilter<"PageBodyReference"> | string | null;
    anchor?: Prisma.StringNullableWithAggregatesFilter<"PageBodyReference"> | string | null;
    spaceId?: Prisma.StringNullableWithAggregatesFilter<"PageBodyReference"> | string | null;
    relation?: Prisma.EnumLinkRelationWithAggregatesFilter<"PageBodyReference"> | $Enums.LinkRelation;
};
export type PageBodyReferenceCreateInput = {
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
    links: Prisma.PageBodyLinksCreateNestedOneWithoutReferencesInput;
};
export type PageBodyReferenceUncheckedCreateInput = {
    bodyHash: string;
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
};
export type PageBodyReferenceUpdateInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
    links?: Prisma.PageBodyLinksUpdateOneRequiredWithoutReferencesNestedInput;
};
export type PageBodyReferenceUncheckedUpdateInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceCreateManyInput = {
    bodyHash: string;
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
};
export type PageBodyReferenceUpdateManyMutationInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceUncheckedUpdateManyInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceListRelationFilter = {
    every?: Prisma.PageBodyReferenceWhereInput;
    some?: Prisma.PageBodyReferenceWhereInput;
    none?: Prisma.PageBodyReferenceWhereInput;
};
export type PageBodyReferenceOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type PageBodyReferenceBodyHashPositionCompoundUniqueInput = {
    bodyHash: string;
    position: number;
};
export type PageBodyReferenceCountOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    lookupKey?: Prisma.SortOrder;
    target?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    relation?: Prisma.SortOrder;
};
export type PageBodyReferenceAvgOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type PageBodyReferenceMaxOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    lookupKey?: Prisma.SortOrder;
    target?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    relation?: Prisma.SortOrder;
};
export type PageBodyReferenceMinOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    lookupKey?: Prisma.SortOrder;
    target?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    relation?: Prisma.SortOrder;
};
export type PageBodyReferenceSumOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type PageBodyReferenceCreateNestedManyWithoutLinksInput = {
    create?: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput> | Prisma.PageBodyReferenceCreateWithoutLinksInput[] | Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput[];
    connectOrCreate?: Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput | Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput[];
    createMany?: Prisma.PageBodyReferenceCreateManyLinksInputEnvelope;
    connect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
};
export type PageBodyReferenceUncheckedCreateNestedManyWithoutLinksInput = {
    create?: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput> | Prisma.PageBodyReferenceCreateWithoutLinksInput[] | Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput[];
    connectOrCreate?: Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput | Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput[];
    createMany?: Prisma.PageBodyReferenceCreateManyLinksInputEnvelope;
    connect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
};
export type PageBodyReferenceUpdateManyWithoutLinksNestedInput = {
    create?: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput> | Prisma.PageBodyReferenceCreateWithoutLinksInput[] | Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput[];
    connectOrCreate?: Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput | Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput[];
    upsert?: Prisma.PageBodyReferenceUpsertWithWhereUniqueWithoutLinksInput | Prisma.PageBodyReferenceUpsertWithWhereUniqueWithoutLinksInput[];
    createMany?: Prisma.PageBodyReferenceCreateManyLinksInputEnvelope;
    set?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    disconnect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    delete?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    connect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    update?: Prisma.PageBodyReferenceUpdateWithWhereUniqueWithoutLinksInput | Prisma.PageBodyReferenceUpdateWithWhereUniqueWithoutLinksInput[];
    updateMany?: Prisma.PageBodyReferenceUpdateManyWithWhereWithoutLinksInput | Prisma.PageBodyReferenceUpdateManyWithWhereWithoutLinksInput[];
    deleteMany?: Prisma.PageBodyReferenceScalarWhereInput | Prisma.PageBodyReferenceScalarWhereInput[];
};
export type PageBodyReferenceUncheckedUpdateManyWithoutLinksNestedInput = {
    create?: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput> | Prisma.PageBodyReferenceCreateWithoutLinksInput[] | Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput[];
    connectOrCreate?: Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput | Prisma.PageBodyReferenceCreateOrConnectWithoutLinksInput[];
    upsert?: Prisma.PageBodyReferenceUpsertWithWhereUniqueWithoutLinksInput | Prisma.PageBodyReferenceUpsertWithWhereUniqueWithoutLinksInput[];
    createMany?: Prisma.PageBodyReferenceCreateManyLinksInputEnvelope;
    set?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    disconnect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    delete?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    connect?: Prisma.PageBodyReferenceWhereUniqueInput | Prisma.PageBodyReferenceWhereUniqueInput[];
    update?: Prisma.PageBodyReferenceUpdateWithWhereUniqueWithoutLinksInput | Prisma.PageBodyReferenceUpdateWithWhereUniqueWithoutLinksInput[];
    updateMany?: Prisma.PageBodyReferenceUpdateManyWithWhereWithoutLinksInput | Prisma.PageBodyReferenceUpdateManyWithWhereWithoutLinksInput[];
    deleteMany?: Prisma.PageBodyReferenceScalarWhereInput | Prisma.PageBodyReferenceScalarWhereInput[];
};
export type EnumLinkTargetKindFieldUpdateOperationsInput = {
    set?: $Enums.LinkTargetKind;
};
export type EnumLinkRelationFieldUpdateOperationsInput = {
    set?: $Enums.LinkRelation;
};
export type PageBodyReferenceCreateWithoutLinksInput = {
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
};
export type PageBodyReferenceUncheckedCreateWithoutLinksInput = {
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
};
export type PageBodyReferenceCreateOrConnectWithoutLinksInput = {
    where: Prisma.PageBodyReferenceWhereUniqueInput;
    create: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput>;
};
export type PageBodyReferenceCreateManyLinksInputEnvelope = {
    data: Prisma.PageBodyReferenceCreateManyLinksInput | Prisma.PageBodyReferenceCreateManyLinksInput[];
    skipDuplicates?: boolean;
};
export type PageBodyReferenceUpsertWithWhereUniqueWithoutLinksInput = {
    where: Prisma.PageBodyReferenceWhereUniqueInput;
    update: Prisma.XOR<Prisma.PageBodyReferenceUpdateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedUpdateWithoutLinksInput>;
    create: Prisma.XOR<Prisma.PageBodyReferenceCreateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedCreateWithoutLinksInput>;
};
export type PageBodyReferenceUpdateWithWhereUniqueWithoutLinksInput = {
    where: Prisma.PageBodyReferenceWhereUniqueInput;
    data: Prisma.XOR<Prisma.PageBodyReferenceUpdateWithoutLinksInput, Prisma.PageBodyReferenceUncheckedUpdateWithoutLinksInput>;
};
export type PageBodyReferenceUpdateManyWithWhereWithoutLinksInput = {
    where: Prisma.PageBodyReferenceScalarWhereInput;
    data: Prisma.XOR<Prisma.PageBodyReferenceUpdateManyMutationInput, Prisma.PageBodyReferenceUncheckedUpdateManyWithoutLinksInput>;
};
export type PageBodyReferenceScalarWhereInput = {
    AND?: Prisma.PageBodyReferenceScalarWhereInput | Prisma.PageBodyReferenceScalarWhereInput[];
    OR?: Prisma.PageBodyReferenceScalarWhereInput[];
    NOT?: Prisma.PageBodyReferenceScalarWhereInput | Prisma.PageBodyReferenceScalarWhereInput[];
    bodyHash?: Prisma.StringFilter<"PageBodyReference"> | string;
    position?: Prisma.IntFilter<"PageBodyReference"> | number;
    kind?: Prisma.EnumLinkTargetKindFilter<"PageBodyReference"> | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFilter<"PageBodyReference"> | string;
    target?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    anchor?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    spaceId?: Prisma.StringNullableFilter<"PageBodyReference"> | string | null;
    relation?: Prisma.EnumLinkRelationFilter<"PageBodyReference"> | $Enums.LinkRelation;
};
export type PageBodyReferenceCreateManyLinksInput = {
    position: number;
    kind: $Enums.LinkTargetKind;
    lookupKey: string;
    target?: string | null;
    anchor?: string | null;
    spaceId?: string | null;
    relation: $Enums.LinkRelation;
};
export type PageBodyReferenceUpdateWithoutLinksInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceUncheckedUpdateWithoutLinksInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceUncheckedUpdateManyWithoutLinksInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    kind?: Prisma.EnumLinkTargetKindFieldUpdateOperationsInput | $Enums.LinkTargetKind;
    lookupKey?: Prisma.StringFieldUpdateOperationsInput | string;
    target?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    spaceId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    relation?: Prisma.EnumLinkRelationFieldUpdateOperationsInput | $Enums.LinkRelation;
};
export type PageBodyReferenceSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    position?: boolean;
    kind?: boolean;
    lookupKey?: boolean;
    target?: boolean;
    anchor?: boolean;
    spaceId?: boolean;
    relation?: boolean;
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pageBodyReference"]>;
export type PageBodyReferenceSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    position?: boolean;
    kind?: boolean;
    lookupKey?: boolean;
    target?: boolean;
    anchor?: boolean;
    spaceId?: boolean;
    relation?: boolean;
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pageBodyReference"]>;
export type PageBodyReferenceSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    position?: boolean;
    kind?: boolean;
    lookupKey?: boolean;
    target?: boolean;
    anchor?: boolean;
    spaceId?: boolean;
    relation?: boolean;
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pageBodyReference"]>;
export type PageBodyReferenceSelectScalar = {
    bodyHash?: boolean;
    position?: boolean;
    kind?: boolean;
    lookupKey?: boolean;
    target?: boolean;
    anchor?: boolean;
    spaceId?: boolean;
    relation?: boolean;
};
export type PageBodyReferenceOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"bodyHash" | "position" | "kind" | "lookupKey" | "target" | "anchor" | "spaceId" | "relation", ExtArgs["result"]["pageBodyReference"]>;
export type PageBodyReferenceInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
};
export type PageBodyReferenceIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
};
export type PageBodyReferenceIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    links?: boolean | Prisma.PageBodyLinksDefaultArgs<ExtArgs>;
};
export type $PageBodyReferencePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "PageBodyReference";
    objects: {
        links: Prisma.$PageBodyLinksPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        bodyHash: string;
        position: number;
        kind: $Enums.LinkTargetKind;
        lookupKey: string;
        target: string | null;
        anchor: string | null;
        spaceId: string | null;
        relation: $Enums.LinkRelation;
    }, ExtArgs["result"]["pageBodyReference"]>;
    composites: {};
};
export type PageBodyReferenceGetPayload<S extends boolean | null | undefined | PageBodyReferenceDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload, S>;
export type PageBodyReferenceCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<PageBodyReferenceFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: PageBodyReferenceCountAggregateInputType | true;
};
export interface PageBodyReferenceDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['PageBodyReference'];
        meta: {
            name: 'PageBodyReference';
        };
    };
    /**
     * Find zero or one PageBodyReference that matches the filter.
     * @param {PageBodyReferenceFindUniqueArgs} args - Arguments to find a PageBodyReference
     * @example
     * // Get one PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends PageBodyReferenceFindUniqueArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceFindUniqueArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one PageBodyReference that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {PageBodyReferenceFindUniqueOrThrowArgs} args - Arguments to find a PageBodyReference
     * @example
     * // Get one PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends PageBodyReferenceFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBodyReference that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceFindFirstArgs} args - Arguments to find a PageBodyReference
     * @example
     * // Get one PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends PageBodyReferenceFindFirstArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceFindFirstArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBodyReference that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceFindFirstOrThrowArgs} args - Arguments to find a PageBodyReference
     * @example
     * // Get one PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends PageBodyReferenceFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more PageBodyReferences that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all PageBodyReferences
     * const pageBodyReferences = await prisma.pageBodyReference.findMany()
     *
     * // Get first 10 PageBodyReferences
     * const pageBodyReferences = await prisma.pageBodyReference.findMany({ take: 10 })
     *
     * // Only select the `bodyHash`
     * const pageBodyReferenceWithBodyHashOnly = await prisma.pageBodyReference.findMany({ select: { bodyHash: true } })
     *
     */
    findMany<T extends PageBodyReferenceFindManyArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a PageBodyReference.
     * @param {PageBodyReferenceCreateArgs} args - Arguments to create a PageBodyReference.
     * @example
     * // Create one PageBodyReference
     * const PageBodyReference = await prisma.pageBodyReference.create({
     *   data: {
     *     // ... data to create a PageBodyReference
     *   }
     * })
     *
     */
    create<T extends PageBodyReferenceCreateArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceCreateArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many PageBodyReferences.
     * @param {PageBodyReferenceCreateManyArgs} args - Arguments to create many PageBodyReferences.
     * @example
     * // Create many PageBodyReferences
     * const pageBodyReference = await prisma.pageBodyReference.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends PageBodyReferenceCreateManyArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many PageBodyReferences and returns the data saved in the database.
     * @param {PageBodyReferenceCreateManyAndReturnArgs} args - Arguments to create many PageBodyReferences.
     * @example
     * // Create many PageBodyReferences
     * const pageBodyReference = await prisma.pageBodyReference.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many PageBodyReferences and only return the `bodyHash`
     * const pageBodyReferenceWithBodyHashOnly = await prisma.pageBodyReference.createManyAndReturn({
     *   select: { bodyHash: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends PageBodyReferenceCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a PageBodyReference.
     * @param {PageBodyReferenceDeleteArgs} args - Arguments to delete one PageBodyReference.
     * @example
     * // Delete one PageBodyReference
     * const PageBodyReference = await prisma.pageBodyReference.delete({
     *   where: {
     *     // ... filter to delete one PageBodyReference
     *   }
     * })
     *
     */
    delete<T extends PageBodyReferenceDeleteArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceDeleteArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one PageBodyReference.
     * @param {PageBodyReferenceUpdateArgs} args - Arguments to update one PageBodyReference.
     * @example
     * // Update one PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends PageBodyReferenceUpdateArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceUpdateArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more PageBodyReferences.
     * @param {PageBodyReferenceDeleteManyArgs} args - Arguments to filter PageBodyReferences to delete.
     * @example
     * // Delete a few PageBodyReferences
     * const { count } = await prisma.pageBodyReference.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends PageBodyReferenceDeleteManyArgs>(args?: Prisma.SelectSubset<T, PageBodyReferenceDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodyReferences.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many PageBodyReferences
     * const pageBodyReference = await prisma.pageBodyReference.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends PageBodyReferenceUpdateManyArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodyReferences and returns the data updated in the database.
     * @param {PageBodyReferenceUpdateManyAndReturnArgs} args - Arguments to update many PageBodyReferences.
     * @example
     * // Update many PageBodyReferences
     * const pageBodyReference = await prisma.pageBodyReference.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more PageBodyReferences and only return the `bodyHash`
     * const pageBodyReferenceWithBodyHashOnly = await prisma.pageBodyReference.updateManyAndReturn({
     *   select: { bodyHash: true },
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
    updateManyAndReturn<T extends PageBodyReferenceUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one PageBodyReference.
     * @param {PageBodyReferenceUpsertArgs} args - Arguments to update or create a PageBodyReference.
     * @example
     * // Update or create a PageBodyReference
     * const pageBodyReference = await prisma.pageBodyReference.upsert({
     *   create: {
     *     // ... data to create a PageBodyReference
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the PageBodyReference we want to update
     *   }
     * })
     */
    upsert<T extends PageBodyReferenceUpsertArgs>(args: Prisma.SelectSubset<T, PageBodyReferenceUpsertArgs<ExtArgs>>): Prisma.Prisma__PageBodyReferenceClient<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of PageBodyReferences.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceCountArgs} args - Arguments to filter PageBodyReferences to count.
     * @example
     * // Count the number of PageBodyReferences
     * const count = await prisma.pageBodyReference.count({
     *   where: {
     *     // ... the filter for the PageBodyReferences we want to count
     *   }
     * })
    **/
    count<T extends PageBodyReferenceCountArgs>(args?: Prisma.Subset<T, PageBodyReferenceCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], PageBodyReferenceCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a PageBodyReference.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends PageBodyReferenceAggregateArgs>(args: Prisma.Subset<T, PageBodyReferenceAggregateArgs>): Prisma.PrismaPromise<GetPageBodyReferenceAggregateType<T>>;
    /**
     * Group by PageBodyReference.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyReferenceGroupByArgs} args - Group by arguments.
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
    groupBy<T extends PageBodyReferenceGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: PageBodyReferenceGroupByArgs['orderBy'];
    } : {
        orderBy?: PageBodyReferenceGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, PageBodyReferenceGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetPageBodyReferenceGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the PageBodyReference model
     */
    readonly fields: PageBodyReferenceFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for PageBodyReference.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__PageBodyReferenceClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    links<T extends Prisma.PageBodyLinksDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.PageBodyLinksDefaultArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the PageBodyReference model
 */
export interface PageBodyReferenceFieldRefs {
    readonly bodyHash: Prisma.FieldRef<"PageBodyReference", 'String'>;
    readonly position: Prisma.FieldRef<"PageBodyReference", 'Int'>;
    readonly kind: Prisma.FieldRef<"PageBodyReference", 'LinkTargetKind'>;
    readonly lookupKey: Prisma.FieldRef<"PageBodyReference", 'String'>;
    readonly target: Prisma.FieldRef<"PageBodyReference", 'String'>;
    readonly anchor: Prisma.FieldRef<"PageBodyReference", 'String'>;
    readonly spaceId: Prisma.FieldRef<"PageBodyReference", 'String'>;
    readonly relation: Prisma.FieldRef<"PageBodyReference", 'LinkRelation'>;
}
/**
 * PageBodyReference findUnique
 */
export type PageBodyReferenceFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyReference to fetch.
     */
    where: Prisma.PageBodyReferenceWhereUniqueInput;
};
/**
 * PageBodyReference findUniqueOrThrow
 */
export type PageBodyReferenceFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyReference to fetch.
     */
    where: Prisma.PageBodyReferenceWhereUniqueInput;
};
/**
 * PageBodyReference findFirst
 */
export type PageBodyReferenceFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyReference to fetch.
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyReferences to fetch.
     */
    orderBy?: Prisma.PageBodyReferenceOrderByWithRelationInput | Prisma.PageBodyReferenceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodyReferences.
     */
    cursor?: Prisma.PageBodyReferenceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyReferences from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyReferences.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyReferences.
     */
    distinct?: Prisma.PageBodyReferenceScalarFieldEnum | Prisma.PageBodyReferenceScalarFieldEnum[];
};
/**
 * PageBodyReference findFirstOrThrow
 */
export type PageBodyReferenceFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyReference to fetch.
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyReferences to fetch.
     */
    orderBy?: Prisma.PageBodyReferenceOrderByWithRelationInput | Prisma.PageBodyReferenceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodyReferences.
     */
    cursor?: Prisma.PageBodyReferenceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyReferences from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyReferences.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyReferences.
     */
    distinct?: Prisma.PageBodyReferenceScalarFieldEnum | Prisma.PageBodyReferenceScalarFieldEnum[];
};
/**
 * PageBodyReference findMany
 */
export type PageBodyReferenceFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyReferences to fetch.
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyReferences to fetch.
     */
    orderBy?: Prisma.PageBodyReferenceOrderByWithRelationInput | Prisma.PageBodyReferenceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing PageBodyReferences.
     */
    cursor?: Prisma.PageBodyReferenceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyReferences from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyReferences.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyReferences.
     */
    distinct?: Prisma.PageBodyReferenceScalarFieldEnum | Prisma.PageBodyReferenceScalarFieldEnum[];
};
/**
 * PageBodyReference create
 */
export type PageBodyReferenceCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * The data needed to create a PageBodyReference.
     */
    data: Prisma.XOR<Prisma.PageBodyReferenceCreateInput, Prisma.PageBodyReferenceUncheckedCreateInput>;
};
/**
 * PageBodyReference createMany
 */
export type PageBodyReferenceCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many PageBodyReferences.
     */
    data: Prisma.PageBodyReferenceCreateManyInput | Prisma.PageBodyReferenceCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PageBodyReference createManyAndReturn
 */
export type PageBodyReferenceCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * The data used to create many PageBodyReferences.
     */
    data: Prisma.PageBodyReferenceCreateManyInput | Prisma.PageBodyReferenceCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * PageBodyReference update
 */
export type PageBodyReferenceUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * The data needed to update a PageBodyReference.
     */
    data: Prisma.XOR<Prisma.PageBodyReferenceUpdateInput, Prisma.PageBodyReferenceUncheckedUpdateInput>;
    /**
     * Choose, which PageBodyReference to update.
     */
    where: Prisma.PageBodyReferenceWhereUniqueInput;
};
/**
 * PageBodyReference updateMany
 */
export type PageBodyReferenceUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update PageBodyReferences.
     */
    data: Prisma.XOR<Prisma.PageBodyReferenceUpdateManyMutationInput, Prisma.PageBodyReferenceUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodyReferences to update
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * Limit how many PageBodyReferences to update.
     */
    limit?: number;
};
/**
 * PageBodyReference updateManyAndReturn
 */
export type PageBodyReferenceUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * The data used to update PageBodyReferences.
     */
    data: Prisma.XOR<Prisma.PageBodyReferenceUpdateManyMutationInput, Prisma.PageBodyReferenceUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodyReferences to update
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * Limit how many PageBodyReferences to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * PageBodyReference upsert
 */
export type PageBodyReferenceUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * The filter to search for the PageBodyReference to update in case it exists.
     */
    where: Prisma.PageBodyReferenceWhereUniqueInput;
    /**
     * In case the PageBodyReference found by the `where` argument doesn't exist, create a new PageBodyReference with this data.
     */
    create: Prisma.XOR<Prisma.PageBodyReferenceCreateInput, Prisma.PageBodyReferenceUncheckedCreateInput>;
    /**
     * In case the PageBodyReference was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.PageBodyReferenceUpdateInput, Prisma.PageBodyReferenceUncheckedUpdateInput>;
};
/**
 * PageBodyReference delete
 */
export type PageBodyReferenceDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    /**
     * Filter which PageBodyReference to delete.
     */
    where: Prisma.PageBodyReferenceWhereUniqueInput;
};
/**
 * PageBodyReference deleteMany
 */
export type PageBodyReferenceDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBodyReferences to delete
     */
    where?: Prisma.PageBodyReferenceWhereInput;
    /**
     * Limit how many PageBodyReferences to delete.
     */
    limit?: number;
};
/**
 * PageBodyReference without action
 */
export type PageBodyReferenceDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
};
