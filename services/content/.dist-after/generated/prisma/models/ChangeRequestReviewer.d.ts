import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ChangeRequestReviewer
 *
 */
export type ChangeRequestReviewerModel = runtime.Types.Result.DefaultSelection<Prisma.$ChangeRequestReviewerPayload>;
export type AggregateChangeRequestReviewer = {
    _count: ChangeRequestReviewerCountAggregateOutputType | null;
    _min: ChangeRequestReviewerMinAggregateOutputType | null;
    _max: ChangeRequestReviewerMaxAggregateOutputType | null;
};
export type ChangeRequestReviewerMinAggregateOutputType = {
    changeRequestId: string | null;
    userId: string | null;
    requestedById: string | null;
    revisionId: string | null;
    createdAt: Date | null;
};
export type ChangeRequestReviewerMaxAggregateOutputType = {
    changeRequestId: string | null;
    userId: string | null;
    requestedById: string | null;
    revisionId: string | null;
    createdAt: Date | null;
};
export type ChangeRequestReviewerCountAggregateOutputType = {
    changeRequestId: number;
    userId: number;
    requestedById: number;
    revisionId: number;
    createdAt: number;
    _all: number;
};
export type ChangeRequestReviewerMinAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    requestedById?: true;
    revisionId?: true;
    createdAt?: true;
};
export type ChangeRequestReviewerMaxAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    requestedById?: true;
    revisionId?: true;
    createdAt?: true;
};
export type ChangeRequestReviewerCountAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    requestedById?: true;
    revisionId?: true;
    createdAt?: true;
    _all?: true;
};
export type ChangeRequestReviewerAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestReviewer to aggregate.
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviewers to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithRelationInput | Prisma.ChangeRequestReviewerOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ChangeRequestReviewerWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviewers from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviewers.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ChangeRequestReviewers
    **/
    _count?: true | ChangeRequestReviewerCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ChangeRequestReviewerMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ChangeRequestReviewerMaxAggregateInputType;
};
export type GetChangeRequestReviewerAggregateType<T extends ChangeRequestReviewerAggregateArgs> = {
    [P in keyof T & keyof AggregateChangeRequestReviewer]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateChangeRequestReviewer[P]> : Prisma.GetScalarType<T[P], AggregateChangeRequestReviewer[P]>;
};
export type ChangeRequestReviewerGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestReviewerWhereInput;
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithAggregationInput | Prisma.ChangeRequestReviewerOrderByWithAggregationInput[];
    by: Prisma.ChangeRequestReviewerScalarFieldEnum[] | Prisma.ChangeRequestReviewerScalarFieldEnum;
    having?: Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ChangeRequestReviewerCountAggregateInputType | true;
    _min?: ChangeRequestReviewerMinAggregateInputType;
    _max?: ChangeRequestReviewerMaxAggregateInputType;
};
export type ChangeRequestReviewerGroupByOutputType = {
    changeRequestId: string;
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt: Date;
    _count: ChangeRequestReviewerCountAggregateOutputType | null;
    _min: ChangeRequestReviewerMinAggregateOutputType | null;
    _max: ChangeRequestReviewerMaxAggregateOutputType | null;
};
export type GetChangeRequestReviewerGroupByPayload<T extends ChangeRequestReviewerGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ChangeRequestReviewerGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ChangeRequestReviewerGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ChangeRequestReviewerGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ChangeRequestReviewerGroupByOutputType[P]>;
}>>;
export type ChangeRequestReviewerWhereInput = {
    AND?: Prisma.ChangeRequestReviewerWhereInput | Prisma.ChangeRequestReviewerWhereInput[];
    OR?: Prisma.ChangeRequestReviewerWhereInput[];
    NOT?: Prisma.ChangeRequestReviewerWhereInput | Prisma.ChangeRequestReviewerWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    requestedById?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReviewer"> | Date | string;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
};
export type ChangeRequestReviewerOrderByWithRelationInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    changeRequest?: Prisma.ChangeRequestOrderByWithRelationInput;
};
export type ChangeRequestReviewerWhereUniqueInput = Prisma.AtLeast<{
    changeRequestId_userId?: Prisma.ChangeRequestReviewerChangeRequestIdUserIdCompoundUniqueInput;
    AND?: Prisma.ChangeRequestReviewerWhereInput | Prisma.ChangeRequestReviewerWhereInput[];
    OR?: Prisma.ChangeRequestReviewerWhereInput[];
    NOT?: Prisma.ChangeRequestReviewerWhereInput | Prisma.ChangeRequestReviewerWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    requestedById?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReviewer"> | Date | string;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
}, "changeRequestId_userId">;
export type ChangeRequestReviewerOrderByWithAggregationInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.ChangeRequestReviewerCountOrderByAggregateInput;
    _max?: Prisma.ChangeRequestReviewerMaxOrderByAggregateInput;
    _min?: Prisma.ChangeRequestReviewerMinOrderByAggregateInput;
};
export type ChangeRequestReviewerScalarWhereWithAggregatesInput = {
    AND?: Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput | Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput[];
    OR?: Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput | Prisma.ChangeRequestReviewerScalarWhereWithAggregatesInput[];
    changeRequestId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReviewer"> | string;
    userId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReviewer"> | string;
    requestedById?: Prisma.StringWithAggregatesFilter<"ChangeRequestReviewer"> | string;
    revisionId?: Prisma.StringWithAggregatesFilter<"ChangeRequestReviewer"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequestReviewer"> | Date | string;
};
export type ChangeRequestReviewerCreateInput = {
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
    changeRequest: Prisma.ChangeRequestCreateNestedOneWithoutReviewersInput;
};
export type ChangeRequestReviewerUncheckedCreateInput = {
    changeRequestId: string;
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
};
export type ChangeRequestReviewerUpdateInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    changeRequest?: Prisma.ChangeRequestUpdateOneRequiredWithoutReviewersNestedInput;
};
export type ChangeRequestReviewerUncheckedUpdateInput = {
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerCreateManyInput = {
    changeRequestId: string;
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
};
export type ChangeRequestReviewerUpdateManyMutationInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerUncheckedUpdateManyInput = {
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerListRelationFilter = {
    every?: Prisma.ChangeRequestReviewerWhereInput;
    some?: Prisma.ChangeRequestReviewerWhereInput;
    none?: Prisma.ChangeRequestReviewerWhereInput;
};
export type ChangeRequestReviewerOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ChangeRequestReviewerChangeRequestIdUserIdCompoundUniqueInput = {
    changeRequestId: string;
    userId: string;
};
export type ChangeRequestReviewerCountOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewerMaxOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewerMinOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewerCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
};
export type ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewerCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
};
export type ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestReviewerUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewerCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    delete?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    connect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    update?: Prisma.ChangeRequestReviewerUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestReviewerUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestReviewerScalarWhereInput | Prisma.ChangeRequestReviewerScalarWhereInput[];
};
export type ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestReviewerUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestReviewerCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    delete?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    connect?: Prisma.ChangeRequestReviewerWhereUniqueInput | Prisma.ChangeRequestReviewerWhereUniqueInput[];
    update?: Prisma.ChangeRequestReviewerUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestReviewerUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestReviewerUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestReviewerScalarWhereInput | Prisma.ChangeRequestReviewerScalarWhereInput[];
};
export type ChangeRequestReviewerCreateWithoutChangeRequestInput = {
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
};
export type ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput = {
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
};
export type ChangeRequestReviewerCreateOrConnectWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewerCreateManyChangeRequestInputEnvelope = {
    data: Prisma.ChangeRequestReviewerCreateManyChangeRequestInput | Prisma.ChangeRequestReviewerCreateManyChangeRequestInput[];
    skipDuplicates?: boolean;
};
export type ChangeRequestReviewerUpsertWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
    update: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedUpdateWithoutChangeRequestInput>;
    create: Prisma.XOR<Prisma.ChangeRequestReviewerCreateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewerUpdateWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
    data: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateWithoutChangeRequestInput, Prisma.ChangeRequestReviewerUncheckedUpdateWithoutChangeRequestInput>;
};
export type ChangeRequestReviewerUpdateManyWithWhereWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestReviewerScalarWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateManyMutationInput, Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestInput>;
};
export type ChangeRequestReviewerScalarWhereInput = {
    AND?: Prisma.ChangeRequestReviewerScalarWhereInput | Prisma.ChangeRequestReviewerScalarWhereInput[];
    OR?: Prisma.ChangeRequestReviewerScalarWhereInput[];
    NOT?: Prisma.ChangeRequestReviewerScalarWhereInput | Prisma.ChangeRequestReviewerScalarWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    requestedById?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequestReviewer"> | string;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequestReviewer"> | Date | string;
};
export type ChangeRequestReviewerCreateManyChangeRequestInput = {
    userId: string;
    requestedById: string;
    revisionId: string;
    createdAt?: Date | string;
};
export type ChangeRequestReviewerUpdateWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerUncheckedUpdateWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestReviewerSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    requestedById?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReviewer"]>;
export type ChangeRequestReviewerSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    requestedById?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReviewer"]>;
export type ChangeRequestReviewerSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    requestedById?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestReviewer"]>;
export type ChangeRequestReviewerSelectScalar = {
    changeRequestId?: boolean;
    userId?: boolean;
    requestedById?: boolean;
    revisionId?: boolean;
    createdAt?: boolean;
};
export type ChangeRequestReviewerOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"changeRequestId" | "userId" | "requestedById" | "revisionId" | "createdAt", ExtArgs["result"]["changeRequestReviewer"]>;
export type ChangeRequestReviewerInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestReviewerIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestReviewerIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type $ChangeRequestReviewerPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ChangeRequestReviewer";
    objects: {
        changeRequest: Prisma.$ChangeRequestPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        changeRequestId: string;
        userId: string;
        requestedById: string;
        revisionId: string;
        createdAt: Date;
    }, ExtArgs["result"]["changeRequestReviewer"]>;
    composites: {};
};
export type ChangeRequestReviewerGetPayload<S extends boolean | null | undefined | ChangeRequestReviewerDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload, S>;
export type ChangeRequestReviewerCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ChangeRequestReviewerFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ChangeRequestReviewerCountAggregateInputType | true;
};
export interface ChangeRequestReviewerDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ChangeRequestReviewer'];
        meta: {
            name: 'ChangeRequestReviewer';
        };
    };
    /**
     * Find zero or one ChangeRequestReviewer that matches the filter.
     * @param {ChangeRequestReviewerFindUniqueArgs} args - Arguments to find a ChangeRequestReviewer
     * @example
     * // Get one ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ChangeRequestReviewerFindUniqueArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ChangeRequestReviewer that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ChangeRequestReviewerFindUniqueOrThrowArgs} args - Arguments to find a ChangeRequestReviewer
     * @example
     * // Get one ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ChangeRequestReviewerFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestReviewer that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerFindFirstArgs} args - Arguments to find a ChangeRequestReviewer
     * @example
     * // Get one ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ChangeRequestReviewerFindFirstArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerFindFirstArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestReviewer that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerFindFirstOrThrowArgs} args - Arguments to find a ChangeRequestReviewer
     * @example
     * // Get one ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ChangeRequestReviewerFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ChangeRequestReviewers that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ChangeRequestReviewers
     * const changeRequestReviewers = await prisma.changeRequestReviewer.findMany()
     *
     * // Get first 10 ChangeRequestReviewers
     * const changeRequestReviewers = await prisma.changeRequestReviewer.findMany({ take: 10 })
     *
     * // Only select the `changeRequestId`
     * const changeRequestReviewerWithChangeRequestIdOnly = await prisma.changeRequestReviewer.findMany({ select: { changeRequestId: true } })
     *
     */
    findMany<T extends ChangeRequestReviewerFindManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ChangeRequestReviewer.
     * @param {ChangeRequestReviewerCreateArgs} args - Arguments to create a ChangeRequestReviewer.
     * @example
     * // Create one ChangeRequestReviewer
     * const ChangeRequestReviewer = await prisma.changeRequestReviewer.create({
     *   data: {
     *     // ... data to create a ChangeRequestReviewer
     *   }
     * })
     *
     */
    create<T extends ChangeRequestReviewerCreateArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerCreateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ChangeRequestReviewers.
     * @param {ChangeRequestReviewerCreateManyArgs} args - Arguments to create many ChangeRequestReviewers.
     * @example
     * // Create many ChangeRequestReviewers
     * const changeRequestReviewer = await prisma.changeRequestReviewer.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ChangeRequestReviewerCreateManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ChangeRequestReviewers and returns the data saved in the database.
     * @param {ChangeRequestReviewerCreateManyAndReturnArgs} args - Arguments to create many ChangeRequestReviewers.
     * @example
     * // Create many ChangeRequestReviewers
     * const changeRequestReviewer = await prisma.changeRequestReviewer.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ChangeRequestReviewers and only return the `changeRequestId`
     * const changeRequestReviewerWithChangeRequestIdOnly = await prisma.changeRequestReviewer.createManyAndReturn({
     *   select: { changeRequestId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ChangeRequestReviewerCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ChangeRequestReviewer.
     * @param {ChangeRequestReviewerDeleteArgs} args - Arguments to delete one ChangeRequestReviewer.
     * @example
     * // Delete one ChangeRequestReviewer
     * const ChangeRequestReviewer = await prisma.changeRequestReviewer.delete({
     *   where: {
     *     // ... filter to delete one ChangeRequestReviewer
     *   }
     * })
     *
     */
    delete<T extends ChangeRequestReviewerDeleteArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerDeleteArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ChangeRequestReviewer.
     * @param {ChangeRequestReviewerUpdateArgs} args - Arguments to update one ChangeRequestReviewer.
     * @example
     * // Update one ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ChangeRequestReviewerUpdateArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerUpdateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ChangeRequestReviewers.
     * @param {ChangeRequestReviewerDeleteManyArgs} args - Arguments to filter ChangeRequestReviewers to delete.
     * @example
     * // Delete a few ChangeRequestReviewers
     * const { count } = await prisma.changeRequestReviewer.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ChangeRequestReviewerDeleteManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestReviewerDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestReviewers.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ChangeRequestReviewers
     * const changeRequestReviewer = await prisma.changeRequestReviewer.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ChangeRequestReviewerUpdateManyArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestReviewers and returns the data updated in the database.
     * @param {ChangeRequestReviewerUpdateManyAndReturnArgs} args - Arguments to update many ChangeRequestReviewers.
     * @example
     * // Update many ChangeRequestReviewers
     * const changeRequestReviewer = await prisma.changeRequestReviewer.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ChangeRequestReviewers and only return the `changeRequestId`
     * const changeRequestReviewerWithChangeRequestIdOnly = await prisma.changeRequestReviewer.updateManyAndReturn({
     *   select: { changeRequestId: true },
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
    updateManyAndReturn<T extends ChangeRequestReviewerUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ChangeRequestReviewer.
     * @param {ChangeRequestReviewerUpsertArgs} args - Arguments to update or create a ChangeRequestReviewer.
     * @example
     * // Update or create a ChangeRequestReviewer
     * const changeRequestReviewer = await prisma.changeRequestReviewer.upsert({
     *   create: {
     *     // ... data to create a ChangeRequestReviewer
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ChangeRequestReviewer we want to update
     *   }
     * })
     */
    upsert<T extends ChangeRequestReviewerUpsertArgs>(args: Prisma.SelectSubset<T, ChangeRequestReviewerUpsertArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestReviewerClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ChangeRequestReviewers.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerCountArgs} args - Arguments to filter ChangeRequestReviewers to count.
     * @example
     * // Count the number of ChangeRequestReviewers
     * const count = await prisma.changeRequestReviewer.count({
     *   where: {
     *     // ... the filter for the ChangeRequestReviewers we want to count
     *   }
     * })
    **/
    count<T extends ChangeRequestReviewerCountArgs>(args?: Prisma.Subset<T, ChangeRequestReviewerCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ChangeRequestReviewerCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ChangeRequestReviewer.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ChangeRequestReviewerAggregateArgs>(args: Prisma.Subset<T, ChangeRequestReviewerAggregateArgs>): Prisma.PrismaPromise<GetChangeRequestReviewerAggregateType<T>>;
    /**
     * Group by ChangeRequestReviewer.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestReviewerGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ChangeRequestReviewerGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ChangeRequestReviewerGroupByArgs['orderBy'];
    } : {
        orderBy?: ChangeRequestReviewerGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ChangeRequestReviewerGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetChangeRequestReviewerGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ChangeRequestReviewer model
     */
    readonly fields: ChangeRequestReviewerFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ChangeRequestReviewer.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ChangeRequestReviewerClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the ChangeRequestReviewer model
 */
export interface ChangeRequestReviewerFieldRefs {
    readonly changeRequestId: Prisma.FieldRef<"ChangeRequestReviewer", 'String'>;
    readonly userId: Prisma.FieldRef<"ChangeRequestReviewer", 'String'>;
    readonly requestedById: Prisma.FieldRef<"ChangeRequestReviewer", 'String'>;
    readonly revisionId: Prisma.FieldRef<"ChangeRequestReviewer", 'String'>;
    readonly createdAt: Prisma.FieldRef<"ChangeRequestReviewer", 'DateTime'>;
}
/**
 * ChangeRequestReviewer findUnique
 */
export type ChangeRequestReviewerFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviewer to fetch.
     */
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
};
/**
 * ChangeRequestReviewer findUniqueOrThrow
 */
export type ChangeRequestReviewerFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviewer to fetch.
     */
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
};
/**
 * ChangeRequestReviewer findFirst
 */
export type ChangeRequestReviewerFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviewer to fetch.
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviewers to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithRelationInput | Prisma.ChangeRequestReviewerOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestReviewers.
     */
    cursor?: Prisma.ChangeRequestReviewerWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviewers from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviewers.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviewers.
     */
    distinct?: Prisma.ChangeRequestReviewerScalarFieldEnum | Prisma.ChangeRequestReviewerScalarFieldEnum[];
};
/**
 * ChangeRequestReviewer findFirstOrThrow
 */
export type ChangeRequestReviewerFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviewer to fetch.
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviewers to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithRelationInput | Prisma.ChangeRequestReviewerOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestReviewers.
     */
    cursor?: Prisma.ChangeRequestReviewerWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviewers from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviewers.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviewers.
     */
    distinct?: Prisma.ChangeRequestReviewerScalarFieldEnum | Prisma.ChangeRequestReviewerScalarFieldEnum[];
};
/**
 * ChangeRequestReviewer findMany
 */
export type ChangeRequestReviewerFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestReviewers to fetch.
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestReviewers to fetch.
     */
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithRelationInput | Prisma.ChangeRequestReviewerOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ChangeRequestReviewers.
     */
    cursor?: Prisma.ChangeRequestReviewerWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestReviewers from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestReviewers.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestReviewers.
     */
    distinct?: Prisma.ChangeRequestReviewerScalarFieldEnum | Prisma.ChangeRequestReviewerScalarFieldEnum[];
};
/**
 * ChangeRequestReviewer create
 */
export type ChangeRequestReviewerCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * The data needed to create a ChangeRequestReviewer.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewerCreateInput, Prisma.ChangeRequestReviewerUncheckedCreateInput>;
};
/**
 * ChangeRequestReviewer createMany
 */
export type ChangeRequestReviewerCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ChangeRequestReviewers.
     */
    data: Prisma.ChangeRequestReviewerCreateManyInput | Prisma.ChangeRequestReviewerCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ChangeRequestReviewer createManyAndReturn
 */
export type ChangeRequestReviewerCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * The data used to create many ChangeRequestReviewers.
     */
    data: Prisma.ChangeRequestReviewerCreateManyInput | Prisma.ChangeRequestReviewerCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestReviewer update
 */
export type ChangeRequestReviewerUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * The data needed to update a ChangeRequestReviewer.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateInput, Prisma.ChangeRequestReviewerUncheckedUpdateInput>;
    /**
     * Choose, which ChangeRequestReviewer to update.
     */
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
};
/**
 * ChangeRequestReviewer updateMany
 */
export type ChangeRequestReviewerUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ChangeRequestReviewers.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateManyMutationInput, Prisma.ChangeRequestReviewerUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestReviewers to update
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * Limit how many ChangeRequestReviewers to update.
     */
    limit?: number;
};
/**
 * ChangeRequestReviewer updateManyAndReturn
 */
export type ChangeRequestReviewerUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * The data used to update ChangeRequestReviewers.
     */
    data: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateManyMutationInput, Prisma.ChangeRequestReviewerUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestReviewers to update
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * Limit how many ChangeRequestReviewers to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestReviewer upsert
 */
export type ChangeRequestReviewerUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * The filter to search for the ChangeRequestReviewer to update in case it exists.
     */
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
    /**
     * In case the ChangeRequestReviewer found by the `where` argument doesn't exist, create a new ChangeRequestReviewer with this data.
     */
    create: Prisma.XOR<Prisma.ChangeRequestReviewerCreateInput, Prisma.ChangeRequestReviewerUncheckedCreateInput>;
    /**
     * In case the ChangeRequestReviewer was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ChangeRequestReviewerUpdateInput, Prisma.ChangeRequestReviewerUncheckedUpdateInput>;
};
/**
 * ChangeRequestReviewer delete
 */
export type ChangeRequestReviewerDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    /**
     * Filter which ChangeRequestReviewer to delete.
     */
    where: Prisma.ChangeRequestReviewerWhereUniqueInput;
};
/**
 * ChangeRequestReviewer deleteMany
 */
export type ChangeRequestReviewerDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestReviewers to delete
     */
    where?: Prisma.ChangeRequestReviewerWhereInput;
    /**
     * Limit how many ChangeRequestReviewers to delete.
     */
    limit?: number;
};
/**
 * ChangeRequestReviewer without action
 */
export type ChangeRequestReviewerDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
};
