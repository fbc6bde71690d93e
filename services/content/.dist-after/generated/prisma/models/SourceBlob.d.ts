import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SourceBlob
 *
 */
export type SourceBlobModel = runtime.Types.Result.DefaultSelection<Prisma.$SourceBlobPayload>;
export type AggregateSourceBlob = {
    _count: SourceBlobCountAggregateOutputType | null;
    _avg: SourceBlobAvgAggregateOutputType | null;
    _sum: SourceBlobSumAggregateOutputType | null;
    _min: SourceBlobMinAggregateOutputType | null;
    _max: SourceBlobMaxAggregateOutputType | null;
};
export type SourceBlobAvgAggregateOutputType = {
    size: number | null;
    width: number | null;
    height: number | null;
};
export type SourceBlobSumAggregateOutputType = {
    size: number | null;
    width: number | null;
    height: number | null;
};
export type SourceBlobMinAggregateOutputType = {
    spaceId: string | null;
    sha256: string | null;
    size: number | null;
    width: number | null;
    height: number | null;
    createdAt: Date | null;
};
export type SourceBlobMaxAggregateOutputType = {
    spaceId: string | null;
    sha256: string | null;
    size: number | null;
    width: number | null;
    height: number | null;
    createdAt: Date | null;
};
export type SourceBlobCountAggregateOutputType = {
    spaceId: number;
    sha256: number;
    size: number;
    width: number;
    height: number;
    createdAt: number;
    _all: number;
};
export type SourceBlobAvgAggregateInputType = {
    size?: true;
    width?: true;
    height?: true;
};
export type SourceBlobSumAggregateInputType = {
    size?: true;
    width?: true;
    height?: true;
};
export type SourceBlobMinAggregateInputType = {
    spaceId?: true;
    sha256?: true;
    size?: true;
    width?: true;
    height?: true;
    createdAt?: true;
};
export type SourceBlobMaxAggregateInputType = {
    spaceId?: true;
    sha256?: true;
    size?: true;
    width?: true;
    height?: true;
    createdAt?: true;
};
export type SourceBlobCountAggregateInputType = {
    spaceId?: true;
    sha256?: true;
    size?: true;
    width?: true;
    height?: true;
    createdAt?: true;
    _all?: true;
};
export type SourceBlobAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SourceBlob to aggregate.
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceBlobs to fetch.
     */
    orderBy?: Prisma.SourceBlobOrderByWithRelationInput | Prisma.SourceBlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SourceBlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceBlobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceBlobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SourceBlobs
    **/
    _count?: true | SourceBlobCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: SourceBlobAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: SourceBlobSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SourceBlobMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SourceBlobMaxAggregateInputType;
};
export type GetSourceBlobAggregateType<T extends SourceBlobAggregateArgs> = {
    [P in keyof T & keyof AggregateSourceBlob]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSourceBlob[P]> : Prisma.GetScalarType<T[P], AggregateSourceBlob[P]>;
};
export type SourceBlobGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SourceBlobWhereInput;
    orderBy?: Prisma.SourceBlobOrderByWithAggregationInput | Prisma.SourceBlobOrderByWithAggregationInput[];
    by: Prisma.SourceBlobScalarFieldEnum[] | Prisma.SourceBlobScalarFieldEnum;
    having?: Prisma.SourceBlobScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SourceBlobCountAggregateInputType | true;
    _avg?: SourceBlobAvgAggregateInputType;
    _sum?: SourceBlobSumAggregateInputType;
    _min?: SourceBlobMinAggregateInputType;
    _max?: SourceBlobMaxAggregateInputType;
};
export type SourceBlobGroupByOutputType = {
    spaceId: string;
    sha256: string;
    size: number;
    width: number | null;
    height: number | null;
    createdAt: Date;
    _count: SourceBlobCountAggregateOutputType | null;
    _avg: SourceBlobAvgAggregateOutputType | null;
    _sum: SourceBlobSumAggregateOutputType | null;
    _min: SourceBlobMinAggregateOutputType | null;
    _max: SourceBlobMaxAggregateOutputType | null;
};
export type GetSourceBlobGroupByPayload<T extends SourceBlobGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SourceBlobGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SourceBlobGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SourceBlobGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SourceBlobGroupByOutputType[P]>;
}>>;
export type SourceBlobWhereInput = {
    AND?: Prisma.SourceBlobWhereInput | Prisma.SourceBlobWhereInput[];
    OR?: Prisma.SourceBlobWhereInput[];
    NOT?: Prisma.SourceBlobWhereInput | Prisma.SourceBlobWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceBlob"> | string;
    sha256?: Prisma.StringFilter<"SourceBlob"> | string;
    size?: Prisma.IntFilter<"SourceBlob"> | number;
    width?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    height?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    createdAt?: Prisma.DateTimeFilter<"SourceBlob"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type SourceBlobOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    sha256?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrderInput | Prisma.SortOrder;
    height?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type SourceBlobWhereUniqueInput = Prisma.AtLeast<{
    spaceId_sha256?: Prisma.SourceBlobSpaceIdSha256CompoundUniqueInput;
    AND?: Prisma.SourceBlobWhereInput | Prisma.SourceBlobWhereInput[];
    OR?: Prisma.SourceBlobWhereInput[];
    NOT?: Prisma.SourceBlobWhereInput | Prisma.SourceBlobWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceBlob"> | string;
    sha256?: Prisma.StringFilter<"SourceBlob"> | string;
    size?: Prisma.IntFilter<"SourceBlob"> | number;
    width?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    height?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    createdAt?: Prisma.DateTimeFilter<"SourceBlob"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId_sha256">;
export type SourceBlobOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    sha256?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrderInput | Prisma.SortOrder;
    height?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.SourceBlobCountOrderByAggregateInput;
    _avg?: Prisma.SourceBlobAvgOrderByAggregateInput;
    _max?: Prisma.SourceBlobMaxOrderByAggregateInput;
    _min?: Prisma.SourceBlobMinOrderByAggregateInput;
    _sum?: Prisma.SourceBlobSumOrderByAggregateInput;
};
export type SourceBlobScalarWhereWithAggregatesInput = {
    AND?: Prisma.SourceBlobScalarWhereWithAggregatesInput | Prisma.SourceBlobScalarWhereWithAggregatesInput[];
    OR?: Prisma.SourceBlobScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SourceBlobScalarWhereWithAggregatesInput | Prisma.SourceBlobScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SourceBlob"> | string;
    sha256?: Prisma.StringWithAggregatesFilter<"SourceBlob"> | string;
    size?: Prisma.IntWithAggregatesFilter<"SourceBlob"> | number;
    width?: Prisma.IntNullableWithAggregatesFilter<"SourceBlob"> | number | null;
    height?: Prisma.IntNullableWithAggregatesFilter<"SourceBlob"> | number | null;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"SourceBlob"> | Date | string;
};
export type SourceBlobCreateInput = {
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutSourceBlobsInput;
};
export type SourceBlobUncheckedCreateInput = {
    spaceId: string;
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
};
export type SourceBlobUpdateInput = {
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutSourceBlobsNestedInput;
};
export type SourceBlobUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobCreateManyInput = {
    spaceId: string;
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
};
export type SourceBlobUpdateManyMutationInput = {
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobListRelationFilter = {
    every?: Prisma.SourceBlobWhereInput;
    some?: Prisma.SourceBlobWhereInput;
    none?: Prisma.SourceBlobWhereInput;
};
export type SourceBlobOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type SourceBlobSpaceIdSha256CompoundUniqueInput = {
    spaceId: string;
    sha256: string;
};
export type SourceBlobCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    sha256?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrder;
    height?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceBlobAvgOrderByAggregateInput = {
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrder;
    height?: Prisma.SortOrder;
};
export type SourceBlobMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    sha256?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrder;
    height?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceBlobMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    sha256?: Prisma.SortOrder;
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrder;
    height?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceBlobSumOrderByAggregateInput = {
    size?: Prisma.SortOrder;
    width?: Prisma.SortOrder;
    height?: Prisma.SortOrder;
};
export type SourceBlobCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput> | Prisma.SourceBlobCreateWithoutSpaceInput[] | Prisma.SourceBlobUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceBlobCreateOrConnectWithoutSpaceInput | Prisma.SourceBlobCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SourceBlobCreateManySpaceInputEnvelope;
    connect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
};
export type SourceBlobUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput> | Prisma.SourceBlobCreateWithoutSpaceInput[] | Prisma.SourceBlobUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceBlobCreateOrConnectWithoutSpaceInput | Prisma.SourceBlobCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SourceBlobCreateManySpaceInputEnvelope;
    connect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
};
export type SourceBlobUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput> | Prisma.SourceBlobCreateWithoutSpaceInput[] | Prisma.SourceBlobUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceBlobCreateOrConnectWithoutSpaceInput | Prisma.SourceBlobCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SourceBlobUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SourceBlobUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SourceBlobCreateManySpaceInputEnvelope;
    set?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    disconnect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    delete?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    connect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    update?: Prisma.SourceBlobUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SourceBlobUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SourceBlobUpdateManyWithWhereWithoutSpaceInput | Prisma.SourceBlobUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SourceBlobScalarWhereInput | Prisma.SourceBlobScalarWhereInput[];
};
export type SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput> | Prisma.SourceBlobCreateWithoutSpaceInput[] | Prisma.SourceBlobUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceBlobCreateOrConnectWithoutSpaceInput | Prisma.SourceBlobCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SourceBlobUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SourceBlobUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SourceBlobCreateManySpaceInputEnvelope;
    set?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    disconnect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    delete?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    connect?: Prisma.SourceBlobWhereUniqueInput | Prisma.SourceBlobWhereUniqueInput[];
    update?: Prisma.SourceBlobUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SourceBlobUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SourceBlobUpdateManyWithWhereWithoutSpaceInput | Prisma.SourceBlobUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SourceBlobScalarWhereInput | Prisma.SourceBlobScalarWhereInput[];
};
export type NullableIntFieldUpdateOperationsInput = {
    set?: number | null;
    increment?: number;
    decrement?: number;
    multiply?: number;
    divide?: number;
};
export type SourceBlobCreateWithoutSpaceInput = {
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
};
export type SourceBlobUncheckedCreateWithoutSpaceInput = {
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
};
export type SourceBlobCreateOrConnectWithoutSpaceInput = {
    where: Prisma.SourceBlobWhereUniqueInput;
    create: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput>;
};
export type SourceBlobCreateManySpaceInputEnvelope = {
    data: Prisma.SourceBlobCreateManySpaceInput | Prisma.SourceBlobCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type SourceBlobUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SourceBlobWhereUniqueInput;
    update: Prisma.XOR<Prisma.SourceBlobUpdateWithoutSpaceInput, Prisma.SourceBlobUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.SourceBlobCreateWithoutSpaceInput, Prisma.SourceBlobUncheckedCreateWithoutSpaceInput>;
};
export type SourceBlobUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SourceBlobWhereUniqueInput;
    data: Prisma.XOR<Prisma.SourceBlobUpdateWithoutSpaceInput, Prisma.SourceBlobUncheckedUpdateWithoutSpaceInput>;
};
export type SourceBlobUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.SourceBlobScalarWhereInput;
    data: Prisma.XOR<Prisma.SourceBlobUpdateManyMutationInput, Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceInput>;
};
export type SourceBlobScalarWhereInput = {
    AND?: Prisma.SourceBlobScalarWhereInput | Prisma.SourceBlobScalarWhereInput[];
    OR?: Prisma.SourceBlobScalarWhereInput[];
    NOT?: Prisma.SourceBlobScalarWhereInput | Prisma.SourceBlobScalarWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceBlob"> | string;
    sha256?: Prisma.StringFilter<"SourceBlob"> | string;
    size?: Prisma.IntFilter<"SourceBlob"> | number;
    width?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    height?: Prisma.IntNullableFilter<"SourceBlob"> | number | null;
    createdAt?: Prisma.DateTimeFilter<"SourceBlob"> | Date | string;
};
export type SourceBlobCreateManySpaceInput = {
    sha256: string;
    size: number;
    width?: number | null;
    height?: number | null;
    createdAt?: Date | string;
};
export type SourceBlobUpdateWithoutSpaceInput = {
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobUncheckedUpdateWithoutSpaceInput = {
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobUncheckedUpdateManyWithoutSpaceInput = {
    sha256?: Prisma.StringFieldUpdateOperationsInput | string;
    size?: Prisma.IntFieldUpdateOperationsInput | number;
    width?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    height?: Prisma.NullableIntFieldUpdateOperationsInput | number | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceBlobSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    sha256?: boolean;
    size?: boolean;
    width?: boolean;
    height?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceBlob"]>;
export type SourceBlobSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    sha256?: boolean;
    size?: boolean;
    width?: boolean;
    height?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceBlob"]>;
export type SourceBlobSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    sha256?: boolean;
    size?: boolean;
    width?: boolean;
    height?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceBlob"]>;
export type SourceBlobSelectScalar = {
    spaceId?: boolean;
    sha256?: boolean;
    size?: boolean;
    width?: boolean;
    height?: boolean;
    createdAt?: boolean;
};
export type SourceBlobOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "sha256" | "size" | "width" | "height" | "createdAt", ExtArgs["result"]["sourceBlob"]>;
export type SourceBlobInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SourceBlobIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SourceBlobIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $SourceBlobPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SourceBlob";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        sha256: string;
        size: number;
        width: number | null;
        height: number | null;
        createdAt: Date;
    }, ExtArgs["result"]["sourceBlob"]>;
    composites: {};
};
export type SourceBlobGetPayload<S extends boolean | null | undefined | SourceBlobDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload, S>;
export type SourceBlobCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SourceBlobFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SourceBlobCountAggregateInputType | true;
};
export interface SourceBlobDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SourceBlob'];
        meta: {
            name: 'SourceBlob';
        };
    };
    /**
     * Find zero or one SourceBlob that matches the filter.
     * @param {SourceBlobFindUniqueArgs} args - Arguments to find a SourceBlob
     * @example
     * // Get one SourceBlob
     * const sourceBlob = await prisma.sourceBlob.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SourceBlobFindUniqueArgs>(args: Prisma.SelectSubset<T, SourceBlobFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SourceBlob that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SourceBlobFindUniqueOrThrowArgs} args - Arguments to find a SourceBlob
     * @example
     * // Get one SourceBlob
     * const sourceBlob = await prisma.sourceBlob.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SourceBlobFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SourceBlobFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SourceBlob that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobFindFirstArgs} args - Arguments to find a SourceBlob
     * @example
     * // Get one SourceBlob
     * const sourceBlob = await prisma.sourceBlob.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SourceBlobFindFirstArgs>(args?: Prisma.SelectSubset<T, SourceBlobFindFirstArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SourceBlob that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobFindFirstOrThrowArgs} args - Arguments to find a SourceBlob
     * @example
     * // Get one SourceBlob
     * const sourceBlob = await prisma.sourceBlob.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SourceBlobFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SourceBlobFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SourceBlobs that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SourceBlobs
     * const sourceBlobs = await prisma.sourceBlob.findMany()
     *
     * // Get first 10 SourceBlobs
     * const sourceBlobs = await prisma.sourceBlob.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const sourceBlobWithSpaceIdOnly = await prisma.sourceBlob.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SourceBlobFindManyArgs>(args?: Prisma.SelectSubset<T, SourceBlobFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SourceBlob.
     * @param {SourceBlobCreateArgs} args - Arguments to create a SourceBlob.
     * @example
     * // Create one SourceBlob
     * const SourceBlob = await prisma.sourceBlob.create({
     *   data: {
     *     // ... data to create a SourceBlob
     *   }
     * })
     *
     */
    create<T extends SourceBlobCreateArgs>(args: Prisma.SelectSubset<T, SourceBlobCreateArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SourceBlobs.
     * @param {SourceBlobCreateManyArgs} args - Arguments to create many SourceBlobs.
     * @example
     * // Create many SourceBlobs
     * const sourceBlob = await prisma.sourceBlob.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SourceBlobCreateManyArgs>(args?: Prisma.SelectSubset<T, SourceBlobCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SourceBlobs and returns the data saved in the database.
     * @param {SourceBlobCreateManyAndReturnArgs} args - Arguments to create many SourceBlobs.
     * @example
     * // Create many SourceBlobs
     * const sourceBlob = await prisma.sourceBlob.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SourceBlobs and only return the `spaceId`
     * const sourceBlobWithSpaceIdOnly = await prisma.sourceBlob.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SourceBlobCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SourceBlobCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SourceBlob.
     * @param {SourceBlobDeleteArgs} args - Arguments to delete one SourceBlob.
     * @example
     * // Delete one SourceBlob
     * const SourceBlob = await prisma.sourceBlob.delete({
     *   where: {
     *     // ... filter to delete one SourceBlob
     *   }
     * })
     *
     */
    delete<T extends SourceBlobDeleteArgs>(args: Prisma.SelectSubset<T, SourceBlobDeleteArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SourceBlob.
     * @param {SourceBlobUpdateArgs} args - Arguments to update one SourceBlob.
     * @example
     * // Update one SourceBlob
     * const sourceBlob = await prisma.sourceBlob.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SourceBlobUpdateArgs>(args: Prisma.SelectSubset<T, SourceBlobUpdateArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SourceBlobs.
     * @param {SourceBlobDeleteManyArgs} args - Arguments to filter SourceBlobs to delete.
     * @example
     * // Delete a few SourceBlobs
     * const { count } = await prisma.sourceBlob.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SourceBlobDeleteManyArgs>(args?: Prisma.SelectSubset<T, SourceBlobDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SourceBlobs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SourceBlobs
     * const sourceBlob = await prisma.sourceBlob.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SourceBlobUpdateManyArgs>(args: Prisma.SelectSubset<T, SourceBlobUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SourceBlobs and returns the data updated in the database.
     * @param {SourceBlobUpdateManyAndReturnArgs} args - Arguments to update many SourceBlobs.
     * @example
     * // Update many SourceBlobs
     * const sourceBlob = await prisma.sourceBlob.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SourceBlobs and only return the `spaceId`
     * const sourceBlobWithSpaceIdOnly = await prisma.sourceBlob.updateManyAndReturn({
     *   select: { spaceId: true },
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
    updateManyAndReturn<T extends SourceBlobUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SourceBlobUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SourceBlob.
     * @param {SourceBlobUpsertArgs} args - Arguments to update or create a SourceBlob.
     * @example
     * // Update or create a SourceBlob
     * const sourceBlob = await prisma.sourceBlob.upsert({
     *   create: {
     *     // ... data to create a SourceBlob
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SourceBlob we want to update
     *   }
     * })
     */
    upsert<T extends SourceBlobUpsertArgs>(args: Prisma.SelectSubset<T, SourceBlobUpsertArgs<ExtArgs>>): Prisma.Prisma__SourceBlobClient<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SourceBlobs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobCountArgs} args - Arguments to filter SourceBlobs to count.
     * @example
     * // Count the number of SourceBlobs
     * const count = await prisma.sourceBlob.count({
     *   where: {
     *     // ... the filter for the SourceBlobs we want to count
     *   }
     * })
    **/
    count<T extends SourceBlobCountArgs>(args?: Prisma.Subset<T, SourceBlobCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SourceBlobCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SourceBlob.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SourceBlobAggregateArgs>(args: Prisma.Subset<T, SourceBlobAggregateArgs>): Prisma.PrismaPromise<GetSourceBlobAggregateType<T>>;
    /**
     * Group by SourceBlob.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceBlobGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SourceBlobGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SourceBlobGroupByArgs['orderBy'];
    } : {
        orderBy?: SourceBlobGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SourceBlobGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSourceBlobGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SourceBlob model
     */
    readonly fields: SourceBlobFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SourceBlob.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SourceBlobClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the SourceBlob model
 */
export interface SourceBlobFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SourceBlob", 'String'>;
    readonly sha256: Prisma.FieldRef<"SourceBlob", 'String'>;
    readonly size: Prisma.FieldRef<"SourceBlob", 'Int'>;
    readonly width: Prisma.FieldRef<"SourceBlob", 'Int'>;
    readonly height: Prisma.FieldRef<"SourceBlob", 'Int'>;
    readonly createdAt: Prisma.FieldRef<"SourceBlob", 'DateTime'>;
}
/**
 * SourceBlob findUnique
 */
export type SourceBlobFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter, which SourceBlob to fetch.
     */
    where: Prisma.SourceBlobWhereUniqueInput;
};
/**
 * SourceBlob findUniqueOrThrow
 */
export type SourceBlobFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter, which SourceBlob to fetch.
     */
    where: Prisma.SourceBlobWhereUniqueInput;
};
/**
 * SourceBlob findFirst
 */
export type SourceBlobFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter, which SourceBlob to fetch.
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceBlobs to fetch.
     */
    orderBy?: Prisma.SourceBlobOrderByWithRelationInput | Prisma.SourceBlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SourceBlobs.
     */
    cursor?: Prisma.SourceBlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceBlobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceBlobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceBlobs.
     */
    distinct?: Prisma.SourceBlobScalarFieldEnum | Prisma.SourceBlobScalarFieldEnum[];
};
/**
 * SourceBlob findFirstOrThrow
 */
export type SourceBlobFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter, which SourceBlob to fetch.
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceBlobs to fetch.
     */
    orderBy?: Prisma.SourceBlobOrderByWithRelationInput | Prisma.SourceBlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SourceBlobs.
     */
    cursor?: Prisma.SourceBlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceBlobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceBlobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceBlobs.
     */
    distinct?: Prisma.SourceBlobScalarFieldEnum | Prisma.SourceBlobScalarFieldEnum[];
};
/**
 * SourceBlob findMany
 */
export type SourceBlobFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter, which SourceBlobs to fetch.
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceBlobs to fetch.
     */
    orderBy?: Prisma.SourceBlobOrderByWithRelationInput | Prisma.SourceBlobOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SourceBlobs.
     */
    cursor?: Prisma.SourceBlobWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceBlobs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceBlobs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceBlobs.
     */
    distinct?: Prisma.SourceBlobScalarFieldEnum | Prisma.SourceBlobScalarFieldEnum[];
};
/**
 * SourceBlob create
 */
export type SourceBlobCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * The data needed to create a SourceBlob.
     */
    data: Prisma.XOR<Prisma.SourceBlobCreateInput, Prisma.SourceBlobUncheckedCreateInput>;
};
/**
 * SourceBlob createMany
 */
export type SourceBlobCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SourceBlobs.
     */
    data: Prisma.SourceBlobCreateManyInput | Prisma.SourceBlobCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SourceBlob createManyAndReturn
 */
export type SourceBlobCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * The data used to create many SourceBlobs.
     */
    data: Prisma.SourceBlobCreateManyInput | Prisma.SourceBlobCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * SourceBlob update
 */
export type SourceBlobUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * The data needed to update a SourceBlob.
     */
    data: Prisma.XOR<Prisma.SourceBlobUpdateInput, Prisma.SourceBlobUncheckedUpdateInput>;
    /**
     * Choose, which SourceBlob to update.
     */
    where: Prisma.SourceBlobWhereUniqueInput;
};
/**
 * SourceBlob updateMany
 */
export type SourceBlobUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SourceBlobs.
     */
    data: Prisma.XOR<Prisma.SourceBlobUpdateManyMutationInput, Prisma.SourceBlobUncheckedUpdateManyInput>;
    /**
     * Filter which SourceBlobs to update
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * Limit how many SourceBlobs to update.
     */
    limit?: number;
};
/**
 * SourceBlob updateManyAndReturn
 */
export type SourceBlobUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * The data used to update SourceBlobs.
     */
    data: Prisma.XOR<Prisma.SourceBlobUpdateManyMutationInput, Prisma.SourceBlobUncheckedUpdateManyInput>;
    /**
     * Filter which SourceBlobs to update
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * Limit how many SourceBlobs to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * SourceBlob upsert
 */
export type SourceBlobUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * The filter to search for the SourceBlob to update in case it exists.
     */
    where: Prisma.SourceBlobWhereUniqueInput;
    /**
     * In case the SourceBlob found by the `where` argument doesn't exist, create a new SourceBlob with this data.
     */
    create: Prisma.XOR<Prisma.SourceBlobCreateInput, Prisma.SourceBlobUncheckedCreateInput>;
    /**
     * In case the SourceBlob was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SourceBlobUpdateInput, Prisma.SourceBlobUncheckedUpdateInput>;
};
/**
 * SourceBlob delete
 */
export type SourceBlobDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    /**
     * Filter which SourceBlob to delete.
     */
    where: Prisma.SourceBlobWhereUniqueInput;
};
/**
 * SourceBlob deleteMany
 */
export type SourceBlobDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SourceBlobs to delete
     */
    where?: Prisma.SourceBlobWhereInput;
    /**
     * Limit how many SourceBlobs to delete.
     */
    limit?: number;
};
/**
 * SourceBlob without action
 */
export type SourceBlobDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
};
