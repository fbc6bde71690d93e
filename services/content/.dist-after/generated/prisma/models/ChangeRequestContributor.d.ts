import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ChangeRequestContributor
 *
 */
export type ChangeRequestContributorModel = runtime.Types.Result.DefaultSelection<Prisma.$ChangeRequestContributorPayload>;
export type AggregateChangeRequestContributor = {
    _count: ChangeRequestContributorCountAggregateOutputType | null;
    _avg: ChangeRequestContributorAvgAggregateOutputType | null;
    _sum: ChangeRequestContributorSumAggregateOutputType | null;
    _min: ChangeRequestContributorMinAggregateOutputType | null;
    _max: ChangeRequestContributorMaxAggregateOutputType | null;
};
export type ChangeRequestContributorAvgAggregateOutputType = {
    edits: number | null;
};
export type ChangeRequestContributorSumAggregateOutputType = {
    edits: number | null;
};
export type ChangeRequestContributorMinAggregateOutputType = {
    changeRequestId: string | null;
    userId: string | null;
    firstAt: Date | null;
    lastAt: Date | null;
    edits: number | null;
};
export type ChangeRequestContributorMaxAggregateOutputType = {
    changeRequestId: string | null;
    userId: string | null;
    firstAt: Date | null;
    lastAt: Date | null;
    edits: number | null;
};
export type ChangeRequestContributorCountAggregateOutputType = {
    changeRequestId: number;
    userId: number;
    firstAt: number;
    lastAt: number;
    edits: number;
    _all: number;
};
export type ChangeRequestContributorAvgAggregateInputType = {
    edits?: true;
};
export type ChangeRequestContributorSumAggregateInputType = {
    edits?: true;
};
export type ChangeRequestContributorMinAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    firstAt?: true;
    lastAt?: true;
    edits?: true;
};
export type ChangeRequestContributorMaxAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    firstAt?: true;
    lastAt?: true;
    edits?: true;
};
export type ChangeRequestContributorCountAggregateInputType = {
    changeRequestId?: true;
    userId?: true;
    firstAt?: true;
    lastAt?: true;
    edits?: true;
    _all?: true;
};
export type ChangeRequestContributorAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestContributor to aggregate.
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestContributors to fetch.
     */
    orderBy?: Prisma.ChangeRequestContributorOrderByWithRelationInput | Prisma.ChangeRequestContributorOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ChangeRequestContributorWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestContributors from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestContributors.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ChangeRequestContributors
    **/
    _count?: true | ChangeRequestContributorCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: ChangeRequestContributorAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: ChangeRequestContributorSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ChangeRequestContributorMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ChangeRequestContributorMaxAggregateInputType;
};
export type GetChangeRequestContributorAggregateType<T extends ChangeRequestContributorAggregateArgs> = {
    [P in keyof T & keyof AggregateChangeRequestContributor]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateChangeRequestContributor[P]> : Prisma.GetScalarType<T[P], AggregateChangeRequestContributor[P]>;
};
export type ChangeRequestContributorGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestContributorWhereInput;
    orderBy?: Prisma.ChangeRequestContributorOrderByWithAggregationInput | Prisma.ChangeRequestContributorOrderByWithAggregationInput[];
    by: Prisma.ChangeRequestContributorScalarFieldEnum[] | Prisma.ChangeRequestContributorScalarFieldEnum;
    having?: Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ChangeRequestContributorCountAggregateInputType | true;
    _avg?: ChangeRequestContributorAvgAggregateInputType;
    _sum?: ChangeRequestContributorSumAggregateInputType;
    _min?: ChangeRequestContributorMinAggregateInputType;
    _max?: ChangeRequestContributorMaxAggregateInputType;
};
export type ChangeRequestContributorGroupByOutputType = {
    changeRequestId: string;
    userId: string;
    firstAt: Date;
    lastAt: Date;
    edits: number;
    _count: ChangeRequestContributorCountAggregateOutputType | null;
    _avg: ChangeRequestContributorAvgAggregateOutputType | null;
    _sum: ChangeRequestContributorSumAggregateOutputType | null;
    _min: ChangeRequestContributorMinAggregateOutputType | null;
    _max: ChangeRequestContributorMaxAggregateOutputType | null;
};
export type GetChangeRequestContributorGroupByPayload<T extends ChangeRequestContributorGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ChangeRequestContributorGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ChangeRequestContributorGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ChangeRequestContributorGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ChangeRequestContributorGroupByOutputType[P]>;
}>>;
export type ChangeRequestContributorWhereInput = {
    AND?: Prisma.ChangeRequestContributorWhereInput | Prisma.ChangeRequestContributorWhereInput[];
    OR?: Prisma.ChangeRequestContributorWhereInput[];
    NOT?: Prisma.ChangeRequestContributorWhereInput | Prisma.ChangeRequestContributorWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    firstAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    lastAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    edits?: Prisma.IntFilter<"ChangeRequestContributor"> | number;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
};
export type ChangeRequestContributorOrderByWithRelationInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    firstAt?: Prisma.SortOrder;
    lastAt?: Prisma.SortOrder;
    edits?: Prisma.SortOrder;
    changeRequest?: Prisma.ChangeRequestOrderByWithRelationInput;
};
export type ChangeRequestContributorWhereUniqueInput = Prisma.AtLeast<{
    changeRequestId_userId?: Prisma.ChangeRequestContributorChangeRequestIdUserIdCompoundUniqueInput;
    AND?: Prisma.ChangeRequestContributorWhereInput | Prisma.ChangeRequestContributorWhereInput[];
    OR?: Prisma.ChangeRequestContributorWhereInput[];
    NOT?: Prisma.ChangeRequestContributorWhereInput | Prisma.ChangeRequestContributorWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    firstAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    lastAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    edits?: Prisma.IntFilter<"ChangeRequestContributor"> | number;
    changeRequest?: Prisma.XOR<Prisma.ChangeRequestScalarRelationFilter, Prisma.ChangeRequestWhereInput>;
}, "changeRequestId_userId">;
export type ChangeRequestContributorOrderByWithAggregationInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    firstAt?: Prisma.SortOrder;
    lastAt?: Prisma.SortOrder;
    edits?: Prisma.SortOrder;
    _count?: Prisma.ChangeRequestContributorCountOrderByAggregateInput;
    _avg?: Prisma.ChangeRequestContributorAvgOrderByAggregateInput;
    _max?: Prisma.ChangeRequestContributorMaxOrderByAggregateInput;
    _min?: Prisma.ChangeRequestContributorMinOrderByAggregateInput;
    _sum?: Prisma.ChangeRequestContributorSumOrderByAggregateInput;
};
export type ChangeRequestContributorScalarWhereWithAggregatesInput = {
    AND?: Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput | Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput[];
    OR?: Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput | Prisma.ChangeRequestContributorScalarWhereWithAggregatesInput[];
    changeRequestId?: Prisma.StringWithAggregatesFilter<"ChangeRequestContributor"> | string;
    userId?: Prisma.StringWithAggregatesFilter<"ChangeRequestContributor"> | string;
    firstAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequestContributor"> | Date | string;
    lastAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequestContributor"> | Date | string;
    edits?: Prisma.IntWithAggregatesFilter<"ChangeRequestContributor"> | number;
};
export type ChangeRequestContributorCreateInput = {
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
    changeRequest: Prisma.ChangeRequestCreateNestedOneWithoutContributorsInput;
};
export type ChangeRequestContributorUncheckedCreateInput = {
    changeRequestId: string;
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
};
export type ChangeRequestContributorUpdateInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
    changeRequest?: Prisma.ChangeRequestUpdateOneRequiredWithoutContributorsNestedInput;
};
export type ChangeRequestContributorUncheckedUpdateInput = {
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorCreateManyInput = {
    changeRequestId: string;
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
};
export type ChangeRequestContributorUpdateManyMutationInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorUncheckedUpdateManyInput = {
    changeRequestId?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorListRelationFilter = {
    every?: Prisma.ChangeRequestContributorWhereInput;
    some?: Prisma.ChangeRequestContributorWhereInput;
    none?: Prisma.ChangeRequestContributorWhereInput;
};
export type ChangeRequestContributorOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ChangeRequestContributorChangeRequestIdUserIdCompoundUniqueInput = {
    changeRequestId: string;
    userId: string;
};
export type ChangeRequestContributorCountOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    firstAt?: Prisma.SortOrder;
    lastAt?: Prisma.SortOrder;
    edits?: Prisma.SortOrder;
};
export type ChangeRequestContributorAvgOrderByAggregateInput = {
    edits?: Prisma.SortOrder;
};
export type ChangeRequestContributorMaxOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    firstAt?: Prisma.SortOrder;
    lastAt?: Prisma.SortOrder;
    edits?: Prisma.SortOrder;
};
export type ChangeRequestContributorMinOrderByAggregateInput = {
    changeRequestId?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    firstAt?: Prisma.SortOrder;
    lastAt?: Prisma.SortOrder;
    edits?: Prisma.SortOrder;
};
export type ChangeRequestContributorSumOrderByAggregateInput = {
    edits?: Prisma.SortOrder;
};
export type ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestContributorCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
};
export type ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestContributorCreateManyChangeRequestInputEnvelope;
    connect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
};
export type ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestContributorUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestContributorCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    delete?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    connect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    update?: Prisma.ChangeRequestContributorUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestContributorUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestContributorScalarWhereInput | Prisma.ChangeRequestContributorScalarWhereInput[];
};
export type ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput> | Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput[] | Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput[];
    connectOrCreate?: Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput | Prisma.ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput[];
    upsert?: Prisma.ChangeRequestContributorUpsertWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpsertWithWhereUniqueWithoutChangeRequestInput[];
    createMany?: Prisma.ChangeRequestContributorCreateManyChangeRequestInputEnvelope;
    set?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    delete?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    connect?: Prisma.ChangeRequestContributorWhereUniqueInput | Prisma.ChangeRequestContributorWhereUniqueInput[];
    update?: Prisma.ChangeRequestContributorUpdateWithWhereUniqueWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpdateWithWhereUniqueWithoutChangeRequestInput[];
    updateMany?: Prisma.ChangeRequestContributorUpdateManyWithWhereWithoutChangeRequestInput | Prisma.ChangeRequestContributorUpdateManyWithWhereWithoutChangeRequestInput[];
    deleteMany?: Prisma.ChangeRequestContributorScalarWhereInput | Prisma.ChangeRequestContributorScalarWhereInput[];
};
export type ChangeRequestContributorCreateWithoutChangeRequestInput = {
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
};
export type ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput = {
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
};
export type ChangeRequestContributorCreateOrConnectWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestContributorCreateManyChangeRequestInputEnvelope = {
    data: Prisma.ChangeRequestContributorCreateManyChangeRequestInput | Prisma.ChangeRequestContributorCreateManyChangeRequestInput[];
    skipDuplicates?: boolean;
};
export type ChangeRequestContributorUpsertWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
    update: Prisma.XOR<Prisma.ChangeRequestContributorUpdateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedUpdateWithoutChangeRequestInput>;
    create: Prisma.XOR<Prisma.ChangeRequestContributorCreateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedCreateWithoutChangeRequestInput>;
};
export type ChangeRequestContributorUpdateWithWhereUniqueWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
    data: Prisma.XOR<Prisma.ChangeRequestContributorUpdateWithoutChangeRequestInput, Prisma.ChangeRequestContributorUncheckedUpdateWithoutChangeRequestInput>;
};
export type ChangeRequestContributorUpdateManyWithWhereWithoutChangeRequestInput = {
    where: Prisma.ChangeRequestContributorScalarWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestContributorUpdateManyMutationInput, Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestInput>;
};
export type ChangeRequestContributorScalarWhereInput = {
    AND?: Prisma.ChangeRequestContributorScalarWhereInput | Prisma.ChangeRequestContributorScalarWhereInput[];
    OR?: Prisma.ChangeRequestContributorScalarWhereInput[];
    NOT?: Prisma.ChangeRequestContributorScalarWhereInput | Prisma.ChangeRequestContributorScalarWhereInput[];
    changeRequestId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    userId?: Prisma.StringFilter<"ChangeRequestContributor"> | string;
    firstAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    lastAt?: Prisma.DateTimeFilter<"ChangeRequestContributor"> | Date | string;
    edits?: Prisma.IntFilter<"ChangeRequestContributor"> | number;
};
export type ChangeRequestContributorCreateManyChangeRequestInput = {
    userId: string;
    firstAt?: Date | string;
    lastAt?: Date | string;
    edits?: number;
};
export type ChangeRequestContributorUpdateWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorUncheckedUpdateWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestInput = {
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    firstAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    lastAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    edits?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type ChangeRequestContributorSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    firstAt?: boolean;
    lastAt?: boolean;
    edits?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestContributor"]>;
export type ChangeRequestContributorSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    firstAt?: boolean;
    lastAt?: boolean;
    edits?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestContributor"]>;
export type ChangeRequestContributorSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    changeRequestId?: boolean;
    userId?: boolean;
    firstAt?: boolean;
    lastAt?: boolean;
    edits?: boolean;
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequestContributor"]>;
export type ChangeRequestContributorSelectScalar = {
    changeRequestId?: boolean;
    userId?: boolean;
    firstAt?: boolean;
    lastAt?: boolean;
    edits?: boolean;
};
export type ChangeRequestContributorOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"changeRequestId" | "userId" | "firstAt" | "lastAt" | "edits", ExtArgs["result"]["changeRequestContributor"]>;
export type ChangeRequestContributorInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestContributorIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type ChangeRequestContributorIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    changeRequest?: boolean | Prisma.ChangeRequestDefaultArgs<ExtArgs>;
};
export type $ChangeRequestContributorPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ChangeRequestContributor";
    objects: {
        changeRequest: Prisma.$ChangeRequestPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        changeRequestId: string;
        userId: string;
        firstAt: Date;
        lastAt: Date;
        edits: number;
    }, ExtArgs["result"]["changeRequestContributor"]>;
    composites: {};
};
export type ChangeRequestContributorGetPayload<S extends boolean | null | undefined | ChangeRequestContributorDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload, S>;
export type ChangeRequestContributorCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ChangeRequestContributorFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ChangeRequestContributorCountAggregateInputType | true;
};
export interface ChangeRequestContributorDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ChangeRequestContributor'];
        meta: {
            name: 'ChangeRequestContributor';
        };
    };
    /**
     * Find zero or one ChangeRequestContributor that matches the filter.
     * @param {ChangeRequestContributorFindUniqueArgs} args - Arguments to find a ChangeRequestContributor
     * @example
     * // Get one ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ChangeRequestContributorFindUniqueArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ChangeRequestContributor that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ChangeRequestContributorFindUniqueOrThrowArgs} args - Arguments to find a ChangeRequestContributor
     * @example
     * // Get one ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ChangeRequestContributorFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestContributor that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorFindFirstArgs} args - Arguments to find a ChangeRequestContributor
     * @example
     * // Get one ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ChangeRequestContributorFindFirstArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorFindFirstArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequestContributor that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorFindFirstOrThrowArgs} args - Arguments to find a ChangeRequestContributor
     * @example
     * // Get one ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ChangeRequestContributorFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ChangeRequestContributors that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ChangeRequestContributors
     * const changeRequestContributors = await prisma.changeRequestContributor.findMany()
     *
     * // Get first 10 ChangeRequestContributors
     * const changeRequestContributors = await prisma.changeRequestContributor.findMany({ take: 10 })
     *
     * // Only select the `changeRequestId`
     * const changeRequestContributorWithChangeRequestIdOnly = await prisma.changeRequestContributor.findMany({ select: { changeRequestId: true } })
     *
     */
    findMany<T extends ChangeRequestContributorFindManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ChangeRequestContributor.
     * @param {ChangeRequestContributorCreateArgs} args - Arguments to create a ChangeRequestContributor.
     * @example
     * // Create one ChangeRequestContributor
     * const ChangeRequestContributor = await prisma.changeRequestContributor.create({
     *   data: {
     *     // ... data to create a ChangeRequestContributor
     *   }
     * })
     *
     */
    create<T extends ChangeRequestContributorCreateArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorCreateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ChangeRequestContributors.
     * @param {ChangeRequestContributorCreateManyArgs} args - Arguments to create many ChangeRequestContributors.
     * @example
     * // Create many ChangeRequestContributors
     * const changeRequestContributor = await prisma.changeRequestContributor.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ChangeRequestContributorCreateManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ChangeRequestContributors and returns the data saved in the database.
     * @param {ChangeRequestContributorCreateManyAndReturnArgs} args - Arguments to create many ChangeRequestContributors.
     * @example
     * // Create many ChangeRequestContributors
     * const changeRequestContributor = await prisma.changeRequestContributor.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ChangeRequestContributors and only return the `changeRequestId`
     * const changeRequestContributorWithChangeRequestIdOnly = await prisma.changeRequestContributor.createManyAndReturn({
     *   select: { changeRequestId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ChangeRequestContributorCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ChangeRequestContributor.
     * @param {ChangeRequestContributorDeleteArgs} args - Arguments to delete one ChangeRequestContributor.
     * @example
     * // Delete one ChangeRequestContributor
     * const ChangeRequestContributor = await prisma.changeRequestContributor.delete({
     *   where: {
     *     // ... filter to delete one ChangeRequestContributor
     *   }
     * })
     *
     */
    delete<T extends ChangeRequestContributorDeleteArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorDeleteArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ChangeRequestContributor.
     * @param {ChangeRequestContributorUpdateArgs} args - Arguments to update one ChangeRequestContributor.
     * @example
     * // Update one ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ChangeRequestContributorUpdateArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorUpdateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ChangeRequestContributors.
     * @param {ChangeRequestContributorDeleteManyArgs} args - Arguments to filter ChangeRequestContributors to delete.
     * @example
     * // Delete a few ChangeRequestContributors
     * const { count } = await prisma.changeRequestContributor.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ChangeRequestContributorDeleteManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestContributorDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestContributors.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ChangeRequestContributors
     * const changeRequestContributor = await prisma.changeRequestContributor.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ChangeRequestContributorUpdateManyArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequestContributors and returns the data updated in the database.
     * @param {ChangeRequestContributorUpdateManyAndReturnArgs} args - Arguments to update many ChangeRequestContributors.
     * @example
     * // Update many ChangeRequestContributors
     * const changeRequestContributor = await prisma.changeRequestContributor.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ChangeRequestContributors and only return the `changeRequestId`
     * const changeRequestContributorWithChangeRequestIdOnly = await prisma.changeRequestContributor.updateManyAndReturn({
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
    updateManyAndReturn<T extends ChangeRequestContributorUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ChangeRequestContributor.
     * @param {ChangeRequestContributorUpsertArgs} args - Arguments to update or create a ChangeRequestContributor.
     * @example
     * // Update or create a ChangeRequestContributor
     * const changeRequestContributor = await prisma.changeRequestContributor.upsert({
     *   create: {
     *     // ... data to create a ChangeRequestContributor
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ChangeRequestContributor we want to update
     *   }
     * })
     */
    upsert<T extends ChangeRequestContributorUpsertArgs>(args: Prisma.SelectSubset<T, ChangeRequestContributorUpsertArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestContributorClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ChangeRequestContributors.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorCountArgs} args - Arguments to filter ChangeRequestContributors to count.
     * @example
     * // Count the number of ChangeRequestContributors
     * const count = await prisma.changeRequestContributor.count({
     *   where: {
     *     // ... the filter for the ChangeRequestContributors we want to count
     *   }
     * })
    **/
    count<T extends ChangeRequestContributorCountArgs>(args?: Prisma.Subset<T, ChangeRequestContributorCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ChangeRequestContributorCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ChangeRequestContributor.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ChangeRequestContributorAggregateArgs>(args: Prisma.Subset<T, ChangeRequestContributorAggregateArgs>): Prisma.PrismaPromise<GetChangeRequestContributorAggregateType<T>>;
    /**
     * Group by ChangeRequestContributor.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestContributorGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ChangeRequestContributorGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ChangeRequestContributorGroupByArgs['orderBy'];
    } : {
        orderBy?: ChangeRequestContributorGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ChangeRequestContributorGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetChangeRequestContributorGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ChangeRequestContributor model
     */
    readonly fields: ChangeRequestContributorFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ChangeRequestContributor.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ChangeRequestContributorClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the ChangeRequestContributor model
 */
export interface ChangeRequestContributorFieldRefs {
    readonly changeRequestId: Prisma.FieldRef<"ChangeRequestContributor", 'String'>;
    readonly userId: Prisma.FieldRef<"ChangeRequestContributor", 'String'>;
    readonly firstAt: Prisma.FieldRef<"ChangeRequestContributor", 'DateTime'>;
    readonly lastAt: Prisma.FieldRef<"ChangeRequestContributor", 'DateTime'>;
    readonly edits: Prisma.FieldRef<"ChangeRequestContributor", 'Int'>;
}
/**
 * ChangeRequestContributor findUnique
 */
export type ChangeRequestContributorFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestContributor to fetch.
     */
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
};
/**
 * ChangeRequestContributor findUniqueOrThrow
 */
export type ChangeRequestContributorFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestContributor to fetch.
     */
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
};
/**
 * ChangeRequestContributor findFirst
 */
export type ChangeRequestContributorFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestContributor to fetch.
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestContributors to fetch.
     */
    orderBy?: Prisma.ChangeRequestContributorOrderByWithRelationInput | Prisma.ChangeRequestContributorOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestContributors.
     */
    cursor?: Prisma.ChangeRequestContributorWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestContributors from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestContributors.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestContributors.
     */
    distinct?: Prisma.ChangeRequestContributorScalarFieldEnum | Prisma.ChangeRequestContributorScalarFieldEnum[];
};
/**
 * ChangeRequestContributor findFirstOrThrow
 */
export type ChangeRequestContributorFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestContributor to fetch.
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestContributors to fetch.
     */
    orderBy?: Prisma.ChangeRequestContributorOrderByWithRelationInput | Prisma.ChangeRequestContributorOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequestContributors.
     */
    cursor?: Prisma.ChangeRequestContributorWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestContributors from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestContributors.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestContributors.
     */
    distinct?: Prisma.ChangeRequestContributorScalarFieldEnum | Prisma.ChangeRequestContributorScalarFieldEnum[];
};
/**
 * ChangeRequestContributor findMany
 */
export type ChangeRequestContributorFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequestContributors to fetch.
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequestContributors to fetch.
     */
    orderBy?: Prisma.ChangeRequestContributorOrderByWithRelationInput | Prisma.ChangeRequestContributorOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ChangeRequestContributors.
     */
    cursor?: Prisma.ChangeRequestContributorWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequestContributors from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequestContributors.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequestContributors.
     */
    distinct?: Prisma.ChangeRequestContributorScalarFieldEnum | Prisma.ChangeRequestContributorScalarFieldEnum[];
};
/**
 * ChangeRequestContributor create
 */
export type ChangeRequestContributorCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * The data needed to create a ChangeRequestContributor.
     */
    data: Prisma.XOR<Prisma.ChangeRequestContributorCreateInput, Prisma.ChangeRequestContributorUncheckedCreateInput>;
};
/**
 * ChangeRequestContributor createMany
 */
export type ChangeRequestContributorCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ChangeRequestContributors.
     */
    data: Prisma.ChangeRequestContributorCreateManyInput | Prisma.ChangeRequestContributorCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ChangeRequestContributor createManyAndReturn
 */
export type ChangeRequestContributorCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * The data used to create many ChangeRequestContributors.
     */
    data: Prisma.ChangeRequestContributorCreateManyInput | Prisma.ChangeRequestContributorCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestContributor update
 */
export type ChangeRequestContributorUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * The data needed to update a ChangeRequestContributor.
     */
    data: Prisma.XOR<Prisma.ChangeRequestContributorUpdateInput, Prisma.ChangeRequestContributorUncheckedUpdateInput>;
    /**
     * Choose, which ChangeRequestContributor to update.
     */
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
};
/**
 * ChangeRequestContributor updateMany
 */
export type ChangeRequestContributorUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ChangeRequestContributors.
     */
    data: Prisma.XOR<Prisma.ChangeRequestContributorUpdateManyMutationInput, Prisma.ChangeRequestContributorUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestContributors to update
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * Limit how many ChangeRequestContributors to update.
     */
    limit?: number;
};
/**
 * ChangeRequestContributor updateManyAndReturn
 */
export type ChangeRequestContributorUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * The data used to update ChangeRequestContributors.
     */
    data: Prisma.XOR<Prisma.ChangeRequestContributorUpdateManyMutationInput, Prisma.ChangeRequestContributorUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequestContributors to update
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * Limit how many ChangeRequestContributors to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequestContributor upsert
 */
export type ChangeRequestContributorUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * The filter to search for the ChangeRequestContributor to update in case it exists.
     */
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
    /**
     * In case the ChangeRequestContributor found by the `where` argument doesn't exist, create a new ChangeRequestContributor with this data.
     */
    create: Prisma.XOR<Prisma.ChangeRequestContributorCreateInput, Prisma.ChangeRequestContributorUncheckedCreateInput>;
    /**
     * In case the ChangeRequestContributor was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ChangeRequestContributorUpdateInput, Prisma.ChangeRequestContributorUncheckedUpdateInput>;
};
/**
 * ChangeRequestContributor delete
 */
export type ChangeRequestContributorDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    /**
     * Filter which ChangeRequestContributor to delete.
     */
    where: Prisma.ChangeRequestContributorWhereUniqueInput;
};
/**
 * ChangeRequestContributor deleteMany
 */
export type ChangeRequestContributorDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequestContributors to delete
     */
    where?: Prisma.ChangeRequestContributorWhereInput;
    /**
     * Limit how many ChangeRequestContributors to delete.
     */
    limit?: number;
};
/**
 * ChangeRequestContributor without action
 */
export type ChangeRequestContributorDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
};
