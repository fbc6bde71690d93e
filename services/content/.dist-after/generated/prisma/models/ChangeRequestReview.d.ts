import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ChangeRequestReview
 *
 */
export type ChangeRequestReviewModel = runtime.Types.Result.DefaultSelection<Prisma.$ChangeRequestReviewPayload>;
export type AggregateChangeRequestReview = {
    _count: ChangeRequestReviewCountAggregateOutputType | null;
    _min: ChangeRequestReviewMinAggregateOutputType | null;
    _max: ChangeRequestReviewMaxAggregateOutputType | null;
};
export type ChangeRequestReviewMinAggregateOutputType = {
    id: string | null;
    changeRequestId: string | null;
    reviewerId: string | null;
    requestedById: string | null;
    status: $Enums.ReviewStatus | null;
    revisionId: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type ChangeRequestReviewMaxAggregateOutputType = {
    id: string | null;
    changeRequestId: string | null;
    reviewerId: string | null;
    requestedById: string | null;
    status: $Enums.ReviewStatus | null;
    revisionId: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type ChangeRequestReviewCountAggregateOutputType = {
    id: number;
    changeRequestId: number;
    reviewerId: number;
    requestedById: number;
    status: number;
    revisionId: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type ChangeRequestReviewMinAggregateInputType = {
    id?: true;
    changeRequestId?: true;
    reviewerId?: true;
    requestedById?: true;
    status?: true;
    revisionId?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type ChangeRequestReviewMaxAggregateInputType = {
    id?: true;
    changeRequestId?: true;
    reviewerId?: true;
    requestedById?: true;
    status?: true;
    revisionId?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type ChangeRequestReviewCountAggregateInputType = {
    id?: true;
    changeRequestId?: true;
    reviewerId?: true;
    requestedById?: true;
    status?: true;
    revisionId?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type ChangeRequestReviewAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestReview to aggregate.
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviews to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewOrderByWithRelationInput | Prisma.ChangeRequestReviewOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ChangeRequestReviewWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviews from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviews.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ChangeRequestReviews
    **/
    _count?: true | ChangeRequestReviewCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ChangeRequestReviewMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ChangeRequestReviewMaxAggregateInputType;
};
export type GetChangeRequestReviewAggregateType<T extends ChangeRequestReviewAggregateArgs> = {
    [P in keyof T & keyof AggregateChangeRequestReview]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateChangeRequestReview[P]> : Prisma.GetScalarType<T[P], AggregateChangeRequestReview[P]>;
};
export type ChangeRequestReviewGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestReviewWhereInput;
    orderBy?: Prisma.ChangeRequestReviewOrderByWithAggregationInput | Prisma.ChangeRequestReviewOrderByWithAggregationInput[];
    by: Prisma.ChangeRequestReviewScalarFieldEnum[] | Prisma.ChangeRequestReviewScalarFieldEnum;
    having?: Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ChangeRequestReviewCountAggregateInputType | true;
    _min?: ChangeRequestReviewMinAggregateInputType;
    _max?: ChangeRequestReviewMaxAggregateInputType;
};
export type ChangeRequestReviewGroupByOutputType = {
    id: string;
    changeRequestId: string;
    reviewerId: string;
    requestedById: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt: Date;
    updatedAt: Date;
    _count: ChangeRequestReviewCountAggregateOutputType | null;
    _min: ChangeRequestReviewMinAggregateOutputType | null;
    _max: ChangeRequestReviewMaxAggregateOutputType | null;
};
export type GetChangeRequestReviewGroupByPayload<T extends ChangeRequestReviewGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ChangeRequestReviewGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ChangeRequestReviewGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ChangeRequestReviewGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ChangeRequestReviewGroupByOutputType[P]>;
}>>;
export type ChangeRequestReviewWhereInput = {
    AND?: Prisma.ChangeRequestReviewWhereInput | Prisma.ChangeRequestReviewWhereInput[];
    OR?: Prisma.ChangeRequestReviewWhereInput[];
    NOT?: Prisma.ChangeRequestReviewWhereInput | Prisma.ChangeRequestReviewWhereInput[];
    id?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    reviewerId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    requestedById?: Prisma.StringNullableFilter<"ChangeRequestReview"> | string | null;
    status?: Prisma.EnumReviewStatusFilter<"ChangeRequestReview"> | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
};
export type ChangeRequestReviewOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    reviewerId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrderInput | Prisma.SortOrder;
    status?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    changeRequest?: Prisma.ChangeRequestOrderByWithRelationInput;
};
export type ChangeRequestReviewWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.ChangeRequestReviewWhereInput | Prisma.ChangeRequestReviewWhereInput[];
    OR?: Prisma.ChangeRequestReviewWhereInput[];
    NOT?: Prisma.ChangeRequestReviewWhereInput | Prisma.ChangeRequestReviewWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    reviewerId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    requestedById?: Prisma.StringNullableFilter<"ChangeRequestReview"> | string | null;
    status?: Prisma.EnumReviewStatusFilter<"ChangeRequestReview"> | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
}, "id">;
export type ChangeRequestReviewOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    reviewerId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrderInput | Prisma.SortOrder;
    status?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.ChangeRequestReviewCountOrderByAggregateInput;
    _max?: Prisma.ChangeRequestReviewMaxOrderByAggregateInput;
    _min?: Prisma.ChangeRequestReviewMinOrderByAggregateInput;
};
export type ChangeRequestReviewScalarWhereWithAggregatesInput = {
    AND?: Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput | Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput[];
    OR?: Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput | Prisma.ChangeRequestReviewScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"ChangeRequestReview"> | string;
    changeRequestId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReview"> | string;
    reviewerId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReview"> | string;
    requestedById?: Prisma.StringNullableWithAggregatesFilter<"ChangeRequestReview"> | string | null;
    status?: Prisma.EnumReviewStatusWithAggregatesFilter<"ChangeRequestReview"> | $Enums.ReviewStatus;
    revisionId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReview"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequestReview"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequestReview"> | Date | string;
};
export type ChangeRequestReviewCreateInput = {
    id: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    changeRequest: Prisma.ChangeRequestCreateNestedOneWithoutReviewsInput;
};
export type ChangeRequestReviewUncheckedCreateInput = {
    id: string;
    changeRequestId: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestReviewUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    changeRequest?: Prisma.ChangeRequestUpdateOneRequiredWithoutReviewsNestedInput;
};
export type ChangeRequestReviewUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewCreateManyInput = {
    id: string;
    changeRequestId: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestReviewUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewListRelationFilter = {
    every?: Prisma.ChangeRequestReviewWhereInput;
    some?: Prisma.ChangeRequestReviewWhereInput;
    none?: Prisma.ChangeRequestReviewWhereInput;
};
export type ChangeRequestReviewOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ChangeRequestReviewCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    reviewerId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    reviewerId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    reviewerId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
};
export type ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
};
export type ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestReviewUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    delete?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    connect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    update?: Prisma.ChangeRequestReviewUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestReviewUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestReviewScalarWhereInput | Prisma.ChangeRequestReviewScalarWhereInput[];
};
export type ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestReviewUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    delete?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    connect?: Prisma.ChangeRequestReviewWhereUniqueInput | Prisma.ChangeRequestReviewWhereUniqueInput[];
    update?: Prisma.ChangeRequestReviewUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestReviewUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestReviewUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestReviewScalarWhereInput | Prisma.ChangeRequestReviewScalarWhereInput[];
};
export type EnumReviewStatusFieldUpdateOperationsInput = {
    set?: $Enums.ReviewStatus;
};
export type ChangeRequestReviewCreateWithoutChangeRequestInput = {
    id: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput = {
    id: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestReviewCreateOrConnectWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewCreateManyChangeRequestInputEnvelope = {
    data: Prisma.ChangeRequestReviewCreateManyChangeRequestInput | Prisma.ChangeRequestReviewCreateManyChangeRequestInput[];
    skipDuplicates?: boolean;
};
export type ChangeRequestReviewUpsertWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
    update: Prisma.XOR<Prisma.ChangeRequestReviewUpdateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedUpdateWithoutChangeRequestInput>;
    create: Prisma.XOR<Prisma.ChangeRequestReviewCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewUpdateWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
    data: Prisma.XOR<Prisma.ChangeRequestReviewUpdateWithoutChangeRequestInput, Prisma.ChangeRequestReviewUncheckedUpdateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewUpdateManyWithWhereWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewScalarWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestReviewUpdateManyMutationInput, Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestInput>;
};
export type ChangeRequestReviewScalarWhereInput = {
    AND?: Prisma.ChangeRequestReviewScalarWhereInput | Prisma.ChangeRequestReviewScalarWhereInput[];
    OR?: Prisma.ChangeRequestReviewScalarWhereInput[];
    NOT?: Prisma.ChangeRequestReviewScalarWhereInput | Prisma.ChangeRequestReviewScalarWhereInput[];
    id?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    reviewerId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    requestedById?: Prisma.StringNullableFilter<"ChangeRequestReview"> | string | null;
    status?: Prisma.EnumReviewStatusFilter<"ChangeRequestReview"> | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFilter<"ChangeRequestReview"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequestReview"> | Date | string;
};
export type ChangeRequestReviewCreateManyChangeRequestInput = {
    id: string;
    reviewerId: string;
    requestedById?: string | null;
    status: $Enums.ReviewStatus;
    revisionId: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestReviewUpdateWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewUncheckedUpdateWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    reviewerId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    status?: Prisma.EnumReviewStatusFieldUpdateOperationsInput | $Enums.ReviewStatus;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    changeRequestId?: boolean;
    reviewerId?: boolean;
    requestedById?: boolean;
    status?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReview"]>;
export type ChangeRequestReviewSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    changeRequestId?: boolean;
    reviewerId?: boolean;
    requestedById?: boolean;
    status?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReview"]>;
export type ChangeRequestReviewSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    changeRequestId?: boolean;
    reviewerId?: boolean;
    requestedById?: boolean;
    status?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReview"]>;
export type ChangeRequestReviewSelectScalar = {
    id?: boolean;
    changeRequestId?: boolean;
    reviewerId?: boolean;
    requestedById?: boolean;
    status?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type ChangeRequestReviewOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "changeRequestId" | "reviewerId" | "requestedById" | "status" | "revisionId" | "createdAt" | "updatedAt", ExtArgs["result"]["changeRequestReview"]>;
export type ChangeRequestReviewInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestReviewIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestReviewIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type $ChangeRequestReviewPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ChangeRequestReview";
    objects: {
        changeRequest: Prisma.$ChangeRequestPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        changeRequestId: string;
        reviewerId: string;
        requestedById: string | null;
        status: $Enums.ReviewStatus;
        revisionId: string;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["changeRequestReview"]>;
    composites: {};
};
export type ChangeRequestReviewGetPayload<S extends boolean | null | undefined | ChangeRequestReviewDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload, S>;
export type ChangeRequestReviewCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ChangeRequestReviewFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ChangeRequestReviewCountAggregateInputType | true;
};
export interface ChangeRequestReviewDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ChangeRequestReview'];
        meta: {
            name: 'ChangeRequestReview';
        };
    };
    /**
     * Find zero or one ChangeRequestReview that matches the filter.
     * @param {ChangeRequestReviewFindUniqueArgs} args - Arguments to find a ChangeRequestReview
     * @example
     * // Get one ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ChangeRequestReviewFindUniqueArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ChangeRequestReview that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ChangeRequestReviewFindUniqueOrThrowArgs} args - Arguments to find a ChangeRequestReview
     * @example
     * // Get one ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ChangeRequestReviewFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestReview that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewFindFirstArgs} args - Arguments to find a ChangeRequestReview
     * @example
     * // Get one ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ChangeRequestReviewFindFirstArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewFindFirstArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestReview that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewFindFirstOrThrowArgs} args - Arguments to find a ChangeRequestReview
     * @example
     * // Get one ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ChangeRequestReviewFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ChangeRequestReviews that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ChangeRequestReviews
     * const changeRequestReviews = await prisma.changeRequestReview.findMany()
     *
     * // Get first 10 ChangeRequestReviews
     * const changeRequestReviews = await prisma.changeRequestReview.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const changeRequestReviewWithIdOnly = await prisma.changeRequestReview.findMany({ select: { id: true } })
     *
     */
    findMany<T extends ChangeRequestReviewFindManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ChangeRequestReview.
     * @param {ChangeRequestReviewCreateArgs} args - Arguments to create a ChangeRequestReview.
     * @example
     * // Create one ChangeRequestReview
     * const ChangeRequestReview = await prisma.changeRequestReview.create({
     *   data: {
     *     // ... data to create a ChangeRequestReview
     *   }
     * })
     *
     */
    create<T extends ChangeRequestReviewCreateArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewCreateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ChangeRequestReviews.
     * @param {ChangeRequestReviewCreateManyArgs} args - Arguments to create many ChangeRequestReviews.
     * @example
     * // Create many ChangeRequestReviews
     * const changeRequestReview = await prisma.changeRequestReview.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ChangeRequestReviewCreateManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ChangeRequestReviews and returns the data saved in the database.
     * @param {ChangeRequestReviewCreateManyAndReturnArgs} args - Arguments to create many ChangeRequestReviews.
     * @example
     * // Create many ChangeRequestReviews
     * const changeRequestReview = await prisma.changeRequestReview.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ChangeRequestReviews and only return the `id`
     * const changeRequestReviewWithIdOnly = await prisma.changeRequestReview.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ChangeRequestReviewCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ChangeRequestReview.
     * @param {ChangeRequestReviewDeleteArgs} args - Arguments to delete one ChangeRequestReview.
     * @example
     * // Delete one ChangeRequestReview
     * const ChangeRequestReview = await prisma.changeRequestReview.delete({
     *   where: {
     *     // ... filter to delete one ChangeRequestReview
     *   }
     * })
     *
     */
    delete<T extends ChangeRequestReviewDeleteArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewDeleteArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ChangeRequestReview.
     * @param {ChangeRequestReviewUpdateArgs} args - Arguments to update one ChangeRequestReview.
     * @example
     * // Update one ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ChangeRequestReviewUpdateArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewUpdateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ChangeRequestReviews.
     * @param {ChangeRequestReviewDeleteManyArgs} args - Arguments to filter ChangeRequestReviews to delete.
     * @example
     * // Delete a few ChangeRequestReviews
     * const { count } = await prisma.changeRequestReview.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ChangeRequestReviewDeleteManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestReviews.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ChangeRequestReviews
     * const changeRequestReview = await prisma.changeRequestReview.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ChangeRequestReviewUpdateManyArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestReviews and returns the data updated in the database.
     * @param {ChangeRequestReviewUpdateManyAndReturnArgs} args - Arguments to update many ChangeRequestReviews.
     * @example
     * // Update many ChangeRequestReviews
     * const changeRequestReview = await prisma.changeRequestReview.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ChangeRequestReviews and only return the `id`
     * const changeRequestReviewWithIdOnly = await prisma.changeRequestReview.updateManyAndReturn({
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
    updateManyAndReturn<T extends ChangeRequestReviewUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ChangeRequestReview.
     * @param {ChangeRequestReviewUpsertArgs} args - Arguments to update or create a ChangeRequestReview.
     * @example
     * // Update or create a ChangeRequestReview
     * const changeRequestReview = await prisma.changeRequestReview.upsert({
     *   create: {
     *     // ... data to create a ChangeRequestReview
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ChangeRequestReview we want to update
     *   }
     * })
     */
    upsert<T extends ChangeRequestReviewUpsertArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewUpsertArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ChangeRequestReviews.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewCountArgs} args - Arguments to filter ChangeRequestReviews to count.
     * @example
     * // Count the number of ChangeRequestReviews
     * const count = await prisma.changeRequestReview.count({
     *   where: {
     *     // ... the filter for the ChangeRequestReviews we want to count
     *   }
     * })
    **/
    count<T extends ChangeRequestReviewCountArgs>(args?: Prisma.Subset<T, ChangeRequestReviewCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ChangeRequestReviewCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ChangeRequestReview.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ChangeRequestReviewAggregateArgs>(args: Prisma.Subset<T, ChangeRequestReviewAggregateArgs>): Prisma.PrismaPromise<GetChangeRequestReviewAggregateType<T>>;
    /**
     * Group by ChangeRequestReview.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ChangeRequestReviewGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ChangeRequestReviewGroupByArgs['orderBy'];
    } : {
        orderBy?: ChangeRequestReviewGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ChangeRequestReviewGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetChangeRequestReviewGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ChangeRequestReview model
     */
    readonly fields: ChangeRequestReviewFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ChangeRequestReview.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ChangeRequestReviewClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    changeRequest<T extends Prisma.ChangeRequestDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ChangeRequestDefaultArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the ChangeRequestReview model
 */
export interface ChangeRequestReviewFieldRefs {
    readonly id: Prisma.FieldRef<"ChangeRequestReview", 'String'>;
    readonly changeRequestId: Prisma.FieldRef<"ChangeRequestReview", 'String'>;
    readonly reviewerId: Prisma.FieldRef<"ChangeRequestReview", 'String'>;
    readonly requestedById: Prisma.FieldRef<"ChangeRequestReview", 'String'>;
    readonly status: Prisma.FieldRef<"ChangeRequestReview", 'ReviewStatus'>;
    readonly revisionId: Prisma.FieldRef<"ChangeRequestReview", 'String'>;
    readonly createdAt: Prisma.FieldRef<"ChangeRequestReview", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"ChangeRequestReview", 'DateTime'>;
}
/**
 * ChangeRequestReview findUnique
 */
export type ChangeRequestReviewFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReview to fetch.
     */
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
};
/**
 * ChangeRequestReview findUniqueOrThrow
 */
export type ChangeRequestReviewFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReview to fetch.
     */
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
};
/**
 * ChangeRequestReview findFirst
 */
export type ChangeRequestReviewFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReview to fetch.
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviews to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewOrderByWithRelationInput | Prisma.ChangeRequestReviewOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestReviews.
     */
    cursor?: Prisma.ChangeRequestReviewWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviews from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviews.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviews.
     */
    distinct?: Prisma.ChangeRequestReviewScalarFieldEnum | Prisma.ChangeRequestReviewScalarFieldEnum[];
};
/**
 * ChangeRequestReview findFirstOrThrow
 */
export type ChangeRequestReviewFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReview to fetch.
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviews to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewOrderByWithRelationInput | Prisma.ChangeRequestReviewOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestReviews.
     */
    cursor?: Prisma.ChangeRequestReviewWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviews from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviews.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviews.
     */
    distinct?: Prisma.ChangeRequestReviewScalarFieldEnum | Prisma.ChangeRequestReviewScalarFieldEnum[];
};
/**
 * ChangeRequestReview findMany
 */
export type ChangeRequestReviewFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviews to fetch.
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviews to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewOrderByWithRelationInput | Prisma.ChangeRequestReviewOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ChangeRequestReviews.
     */
    cursor?: Prisma.ChangeRequestReviewWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviews from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviews.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviews.
     */
    distinct?: Prisma.ChangeRequestReviewScalarFieldEnum | Prisma.ChangeRequestReviewScalarFieldEnum[];
};
/**
 * ChangeRequestReview create
 */
export type ChangeRequestReviewCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * The data needed to create a ChangeRequestReview.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewCreateInput, Prisma.ChangeRequestReviewUncheckedCreateInput>;
};
/**
 * ChangeRequestReview createMany
 */
export type ChangeRequestReviewCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ChangeRequestReviews.
     */
    data: Prisma.ChangeRequestReviewCreateManyInput | Prisma.ChangeRequestReviewCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ChangeRequestReview createManyAndReturn
 */
export type ChangeRequestReviewCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * The data used to create many ChangeRequestReviews.
     */
    data: Prisma.ChangeRequestReviewCreateManyInput | Prisma.ChangeRequestReviewCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestReview update
 */
export type ChangeRequestReviewUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * The data needed to update a ChangeRequestReview.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewUpdateInput, Prisma.ChangeRequestReviewUncheckedUpdateInput>;
    /**
     * Choose, which ChangeRequestReview to update.
     */
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
};
/**
 * ChangeRequestReview updateMany
 */
export type ChangeRequestReviewUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ChangeRequestReviews.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewUpdateManyMutationInput, Prisma.ChangeRequestReviewUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestReviews to update
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * Limit how many ChangeRequestReviews to update.
     */
    limit?: number;
};
/**
 * ChangeRequestReview updateManyAndReturn
 */
export type ChangeRequestReviewUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * The data used to update ChangeRequestReviews.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewUpdateManyMutationInput, Prisma.ChangeRequestReviewUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestReviews to update
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * Limit how many ChangeRequestReviews to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestReview upsert
 */
export type ChangeRequestReviewUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * The filter to search for the ChangeRequestReview to update in case it exists.
     */
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
    /**
     * In case the ChangeRequestReview found by the `where` argument doesn't exist, create a new ChangeRequestReview with this data.
     */
    create: Prisma.XOR<Prisma.ChangeRequestReviewCreateInput, Prisma.ChangeRequestReviewUncheckedCreateInput>;
    /**
     * In case the ChangeRequestReview was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ChangeRequestReviewUpdateInput, Prisma.ChangeRequestReviewUncheckedUpdateInput>;
};
/**
 * ChangeRequestReview delete
 */
export type ChangeRequestReviewDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    /**
     * Filter which ChangeRequestReview to delete.
     */
    where: Prisma.ChangeRequestReviewWhereUniqueInput;
};
/**
 * ChangeRequestReview deleteMany
 */
export type ChangeRequestReviewDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestReviews to delete
     */
    where?: Prisma.ChangeRequestReviewWhereInput;
    /**
     * Limit how many ChangeRequestReviews to delete.
     */
    limit?: number;
};
/**
 * ChangeRequestReview without action
 */
export type ChangeRequestReviewDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
};
