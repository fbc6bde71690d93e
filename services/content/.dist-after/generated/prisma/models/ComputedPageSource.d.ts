import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ComputedPageSource
 *
 */
export type ComputedPageSourceModel = runtime.Types.Result.DefaultSelection<Prisma.$ComputedPageSourcePayload>;
export type AggregateComputedPageSource = {
    _count: ComputedPageSourceCountAggregateOutputType | null;
    _min: ComputedPageSourceMinAggregateOutputType | null;
    _max: ComputedPageSourceMaxAggregateOutputType | null;
};
export type ComputedPageSourceMinAggregateOutputType = {
    organizationId: string | null;
    specSlug: string | null;
    spaceId: string | null;
    createdAt: Date | null;
};
export type ComputedPageSourceMaxAggregateOutputType = {
    organizationId: string | null;
    specSlug: string | null;
    spaceId: string | null;
    createdAt: Date | null;
};
export type ComputedPageSourceCountAggregateOutputType = {
    organizationId: number;
    specSlug: number;
    spaceId: number;
    createdAt: number;
    _all: number;
};
export type ComputedPageSourceMinAggregateInputType = {
    organizationId?: true;
    specSlug?: true;
    spaceId?: true;
    createdAt?: true;
};
export type ComputedPageSourceMaxAggregateInputType = {
    organizationId?: true;
    specSlug?: true;
    spaceId?: true;
    createdAt?: true;
};
export type ComputedPageSourceCountAggregateInputType = {
    organizationId?: true;
    specSlug?: true;
    spaceId?: true;
    createdAt?: true;
    _all?: true;
};
export type ComputedPageSourceAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ComputedPageSource to aggregate.
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ComputedPageSources to fetch.
     */
    orderBy?: Prisma.ComputedPageSourceOrderByWithRelationInput | Prisma.ComputedPageSourceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ComputedPageSourceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ComputedPageSources from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ComputedPageSources.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ComputedPageSources
    **/
    _count?: true | ComputedPageSourceCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ComputedPageSourceMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ComputedPageSourceMaxAggregateInputType;
};
export type GetComputedPageSourceAggregateType<T extends ComputedPageSourceAggregateArgs> = {
    [P in keyof T & keyof AggregateComputedPageSource]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateComputedPageSource[P]> : Prisma.GetScalarType<T[P], AggregateComputedPageSource[P]>;
};
export type ComputedPageSourceGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ComputedPageSourceWhereInput;
    orderBy?: Prisma.ComputedPageSourceOrderByWithAggregationInput | Prisma.ComputedPageSourceOrderByWithAggregationInput[];
    by: Prisma.ComputedPageSourceScalarFieldEnum[] | Prisma.ComputedPageSourceScalarFieldEnum;
    having?: Prisma.ComputedPageSourceScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ComputedPageSourceCountAggregateInputType | true;
    _min?: ComputedPageSourceMinAggregateInputType;
    _max?: ComputedPageSourceMaxAggregateInputType;
};
export type ComputedPageSourceGroupByOutputType = {
    organizationId: string;
    specSlug: string;
    spaceId: string;
    createdAt: Date;
    _count: ComputedPageSourceCountAggregateOutputType | null;
    _min: ComputedPageSourceMinAggregateOutputType | null;
    _max: ComputedPageSourceMaxAggregateOutputType | null;
};
export type GetComputedPageSourceGroupByPayload<T extends ComputedPageSourceGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ComputedPageSourceGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ComputedPageSourceGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ComputedPageSourceGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ComputedPageSourceGroupByOutputType[P]>;
}>>;
export type ComputedPageSourceWhereInput = {
    AND?: Prisma.ComputedPageSourceWhereInput | Prisma.ComputedPageSourceWhereInput[];
    OR?: Prisma.ComputedPageSourceWhereInput[];
    NOT?: Prisma.ComputedPageSourceWhereInput | Prisma.ComputedPageSourceWhereInput[];
    organizationId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    specSlug?: Prisma.StringFilter<"ComputedPageSource"> | string;
    spaceId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    createdAt?: Prisma.DateTimeFilter<"ComputedPageSource"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type ComputedPageSourceOrderByWithRelationInput = {
    organizationId?: Prisma.SortOrder;
    specSlug?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type ComputedPageSourceWhereUniqueInput = Prisma.AtLeast<{
    organizationId_specSlug_spaceId?: Prisma.ComputedPageSourceOrganizationIdSpecSlugSpaceIdCompoundUniqueInput;
    AND?: Prisma.ComputedPageSourceWhereInput | Prisma.ComputedPageSourceWhereInput[];
    OR?: Prisma.ComputedPageSourceWhereInput[];
    NOT?: Prisma.ComputedPageSourceWhereInput | Prisma.ComputedPageSourceWhereInput[];
    organizationId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    specSlug?: Prisma.StringFilter<"ComputedPageSource"> | string;
    spaceId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    createdAt?: Prisma.DateTimeFilter<"ComputedPageSource"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "organizationId_specSlug_spaceId">;
export type ComputedPageSourceOrderByWithAggregationInput = {
    organizationId?: Prisma.SortOrder;
    specSlug?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.ComputedPageSourceCountOrderByAggregateInput;
    _max?: Prisma.ComputedPageSourceMaxOrderByAggregateInput;
    _min?: Prisma.ComputedPageSourceMinOrderByAggregateInput;
};
export type ComputedPageSourceScalarWhereWithAggregatesInput = {
    AND?: Prisma.ComputedPageSourceScalarWhereWithAggregatesInput | Prisma.ComputedPageSourceScalarWhereWithAggregatesInput[];
    OR?: Prisma.ComputedPageSourceScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ComputedPageSourceScalarWhereWithAggregatesInput | Prisma.ComputedPageSourceScalarWhereWithAggregatesInput[];
    organizationId?: Prisma.StringWithAggregatesFilter<"ComputedPageSource"> | string;
    specSlug?: Prisma.StringWithAggregatesFilter<"ComputedPageSource"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"ComputedPageSource"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"ComputedPageSource"> | Date | string;
};
export type ComputedPageSourceCreateInput = {
    organizationId: string;
    specSlug: string;
    createdAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutComputedPageSourcesInput;
};
export type ComputedPageSourceUncheckedCreateInput = {
    organizationId: string;
    specSlug: string;
    spaceId: string;
    createdAt?: Date | string;
};
export type ComputedPageSourceUpdateInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutComputedPageSourcesNestedInput;
};
export type ComputedPageSourceUncheckedUpdateInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceCreateManyInput = {
    organizationId: string;
    specSlug: string;
    spaceId: string;
    createdAt?: Date | string;
};
export type ComputedPageSourceUpdateManyMutationInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceUncheckedUpdateManyInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceListRelationFilter = {
    every?: Prisma.ComputedPageSourceWhereInput;
    some?: Prisma.ComputedPageSourceWhereInput;
    none?: Prisma.ComputedPageSourceWhereInput;
};
export type ComputedPageSourceOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ComputedPageSourceOrganizationIdSpecSlugSpaceIdCompoundUniqueInput = {
    organizationId: string;
    specSlug: string;
    spaceId: string;
};
export type ComputedPageSourceCountOrderByAggregateInput = {
    organizationId?: Prisma.SortOrder;
    specSlug?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ComputedPageSourceMaxOrderByAggregateInput = {
    organizationId?: Prisma.SortOrder;
    specSlug?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ComputedPageSourceMinOrderByAggregateInput = {
    organizationId?: Prisma.SortOrder;
    specSlug?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type ComputedPageSourceCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput> | Prisma.ComputedPageSourceCreateWithoutSpaceInput[] | Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput | Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ComputedPageSourceCreateManySpaceInputEnvelope;
    connect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
};
export type ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput> | Prisma.ComputedPageSourceCreateWithoutSpaceInput[] | Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput | Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ComputedPageSourceCreateManySpaceInputEnvelope;
    connect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
};
export type ComputedPageSourceUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput> | Prisma.ComputedPageSourceCreateWithoutSpaceInput[] | Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput | Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ComputedPageSourceUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ComputedPageSourceUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ComputedPageSourceCreateManySpaceInputEnvelope;
    set?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    disconnect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    delete?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    connect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    update?: Prisma.ComputedPageSourceUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ComputedPageSourceUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ComputedPageSourceUpdateManyWithWhereWithoutSpaceInput | Prisma.ComputedPageSourceUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ComputedPageSourceScalarWhereInput | Prisma.ComputedPageSourceScalarWhereInput[];
};
export type ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput> | Prisma.ComputedPageSourceCreateWithoutSpaceInput[] | Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput | Prisma.ComputedPageSourceCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ComputedPageSourceUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ComputedPageSourceUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ComputedPageSourceCreateManySpaceInputEnvelope;
    set?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    disconnect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    delete?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    connect?: Prisma.ComputedPageSourceWhereUniqueInput | Prisma.ComputedPageSourceWhereUniqueInput[];
    update?: Prisma.ComputedPageSourceUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ComputedPageSourceUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ComputedPageSourceUpdateManyWithWhereWithoutSpaceInput | Prisma.ComputedPageSourceUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ComputedPageSourceScalarWhereInput | Prisma.ComputedPageSourceScalarWhereInput[];
};
export type ComputedPageSourceCreateWithoutSpaceInput = {
    organizationId: string;
    specSlug: string;
    createdAt?: Date | string;
};
export type ComputedPageSourceUncheckedCreateWithoutSpaceInput = {
    organizationId: string;
    specSlug: string;
    createdAt?: Date | string;
};
export type ComputedPageSourceCreateOrConnectWithoutSpaceInput = {
    where: Prisma.ComputedPageSourceWhereUniqueInput;
    create: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput>;
};
export type ComputedPageSourceCreateManySpaceInputEnvelope = {
    data: Prisma.ComputedPageSourceCreateManySpaceInput | Prisma.ComputedPageSourceCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type ComputedPageSourceUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ComputedPageSourceWhereUniqueInput;
    update: Prisma.XOR<Prisma.ComputedPageSourceUpdateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.ComputedPageSourceCreateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedCreateWithoutSpaceInput>;
};
export type ComputedPageSourceUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ComputedPageSourceWhereUniqueInput;
    data: Prisma.XOR<Prisma.ComputedPageSourceUpdateWithoutSpaceInput, Prisma.ComputedPageSourceUncheckedUpdateWithoutSpaceInput>;
};
export type ComputedPageSourceUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.ComputedPageSourceScalarWhereInput;
    data: Prisma.XOR<Prisma.ComputedPageSourceUpdateManyMutationInput, Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceInput>;
};
export type ComputedPageSourceScalarWhereInput = {
    AND?: Prisma.ComputedPageSourceScalarWhereInput | Prisma.ComputedPageSourceScalarWhereInput[];
    OR?: Prisma.ComputedPageSourceScalarWhereInput[];
    NOT?: Prisma.ComputedPageSourceScalarWhereInput | Prisma.ComputedPageSourceScalarWhereInput[];
    organizationId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    specSlug?: Prisma.StringFilter<"ComputedPageSource"> | string;
    spaceId?: Prisma.StringFilter<"ComputedPageSource"> | string;
    createdAt?: Prisma.DateTimeFilter<"ComputedPageSource"> | Date | string;
};
export type ComputedPageSourceCreateManySpaceInput = {
    organizationId: string;
    specSlug: string;
    createdAt?: Date | string;
};
export type ComputedPageSourceUpdateWithoutSpaceInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceUncheckedUpdateWithoutSpaceInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceUncheckedUpdateManyWithoutSpaceInput = {
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    specSlug?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ComputedPageSourceSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    organizationId?: boolean;
    specSlug?: boolean;
    spaceId?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["computedPageSource"]>;
export type ComputedPageSourceSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    organizationId?: boolean;
    specSlug?: boolean;
    spaceId?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["computedPageSource"]>;
export type ComputedPageSourceSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    organizationId?: boolean;
    specSlug?: boolean;
    spaceId?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["computedPageSource"]>;
export type ComputedPageSourceSelectScalar = {
    organizationId?: boolean;
    specSlug?: boolean;
    spaceId?: boolean;
    createdAt?: boolean;
};
export type ComputedPageSourceOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"organizationId" | "specSlug" | "spaceId" | "createdAt", ExtArgs["result"]["computedPageSource"]>;
export type ComputedPageSourceInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type ComputedPageSourceIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type ComputedPageSourceIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $ComputedPageSourcePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ComputedPageSource";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        organizationId: string;
        specSlug: string;
        spaceId: string;
        createdAt: Date;
    }, ExtArgs["result"]["computedPageSource"]>;
    composites: {};
};
export type ComputedPageSourceGetPayload<S extends boolean | null | undefined | ComputedPageSourceDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload, S>;
export type ComputedPageSourceCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ComputedPageSourceFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ComputedPageSourceCountAggregateInputType | true;
};
export interface ComputedPageSourceDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ComputedPageSource'];
        meta: {
            name: 'ComputedPageSource';
        };
    };
    /**
     * Find zero or one ComputedPageSource that matches the filter.
     * @param {ComputedPageSourceFindUniqueArgs} args - Arguments to find a ComputedPageSource
     * @example
     * // Get one ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ComputedPageSourceFindUniqueArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ComputedPageSource that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ComputedPageSourceFindUniqueOrThrowArgs} args - Arguments to find a ComputedPageSource
     * @example
     * // Get one ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ComputedPageSourceFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ComputedPageSource that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceFindFirstArgs} args - Arguments to find a ComputedPageSource
     * @example
     * // Get one ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ComputedPageSourceFindFirstArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceFindFirstArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ComputedPageSource that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceFindFirstOrThrowArgs} args - Arguments to find a ComputedPageSource
     * @example
     * // Get one ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ComputedPageSourceFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ComputedPageSources that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ComputedPageSources
     * const computedPageSources = await prisma.computedPageSource.findMany()
     *
     * // Get first 10 ComputedPageSources
     * const computedPageSources = await prisma.computedPageSource.findMany({ take: 10 })
     *
     * // Only select the `organizationId`
     * const computedPageSourceWithOrganizationIdOnly = await prisma.computedPageSource.findMany({ select: { organizationId: true } })
     *
     */
    findMany<T extends ComputedPageSourceFindManyArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ComputedPageSource.
     * @param {ComputedPageSourceCreateArgs} args - Arguments to create a ComputedPageSource.
     * @example
     * // Create one ComputedPageSource
     * const ComputedPageSource = await prisma.computedPageSource.create({
     *   data: {
     *     // ... data to create a ComputedPageSource
     *   }
     * })
     *
     */
    create<T extends ComputedPageSourceCreateArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceCreateArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ComputedPageSources.
     * @param {ComputedPageSourceCreateManyArgs} args - Arguments to create many ComputedPageSources.
     * @example
     * // Create many ComputedPageSources
     * const computedPageSource = await prisma.computedPageSource.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ComputedPageSourceCreateManyArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ComputedPageSources and returns the data saved in the database.
     * @param {ComputedPageSourceCreateManyAndReturnArgs} args - Arguments to create many ComputedPageSources.
     * @example
     * // Create many ComputedPageSources
     * const computedPageSource = await prisma.computedPageSource.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ComputedPageSources and only return the `organizationId`
     * const computedPageSourceWithOrganizationIdOnly = await prisma.computedPageSource.createManyAndReturn({
     *   select: { organizationId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ComputedPageSourceCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ComputedPageSource.
     * @param {ComputedPageSourceDeleteArgs} args - Arguments to delete one ComputedPageSource.
     * @example
     * // Delete one ComputedPageSource
     * const ComputedPageSource = await prisma.computedPageSource.delete({
     *   where: {
     *     // ... filter to delete one ComputedPageSource
     *   }
     * })
     *
     */
    delete<T extends ComputedPageSourceDeleteArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceDeleteArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ComputedPageSource.
     * @param {ComputedPageSourceUpdateArgs} args - Arguments to update one ComputedPageSource.
     * @example
     * // Update one ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ComputedPageSourceUpdateArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceUpdateArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ComputedPageSources.
     * @param {ComputedPageSourceDeleteManyArgs} args - Arguments to filter ComputedPageSources to delete.
     * @example
     * // Delete a few ComputedPageSources
     * const { count } = await prisma.computedPageSource.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ComputedPageSourceDeleteManyArgs>(args?: Prisma.SelectSubset<T, ComputedPageSourceDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ComputedPageSources.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ComputedPageSources
     * const computedPageSource = await prisma.computedPageSource.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ComputedPageSourceUpdateManyArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ComputedPageSources and returns the data updated in the database.
     * @param {ComputedPageSourceUpdateManyAndReturnArgs} args - Arguments to update many ComputedPageSources.
     * @example
     * // Update many ComputedPageSources
     * const computedPageSource = await prisma.computedPageSource.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ComputedPageSources and only return the `organizationId`
     * const computedPageSourceWithOrganizationIdOnly = await prisma.computedPageSource.updateManyAndReturn({
     *   select: { organizationId: true },
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
    updateManyAndReturn<T extends ComputedPageSourceUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ComputedPageSource.
     * @param {ComputedPageSourceUpsertArgs} args - Arguments to update or create a ComputedPageSource.
     * @example
     * // Update or create a ComputedPageSource
     * const computedPageSource = await prisma.computedPageSource.upsert({
     *   create: {
     *     // ... data to create a ComputedPageSource
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ComputedPageSource we want to update
     *   }
     * })
     */
    upsert<T extends ComputedPageSourceUpsertArgs>(args: Prisma.SelectSubset<T, ComputedPageSourceUpsertArgs<ExtArgs>>): Prisma.Prisma__ComputedPageSourceClient<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ComputedPageSources.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceCountArgs} args - Arguments to filter ComputedPageSources to count.
     * @example
     * // Count the number of ComputedPageSources
     * const count = await prisma.computedPageSource.count({
     *   where: {
     *     // ... the filter for the ComputedPageSources we want to count
     *   }
     * })
    **/
    count<T extends ComputedPageSourceCountArgs>(args?: Prisma.Subset<T, ComputedPageSourceCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ComputedPageSourceCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ComputedPageSource.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ComputedPageSourceAggregateArgs>(args: Prisma.Subset<T, ComputedPageSourceAggregateArgs>): Prisma.PrismaPromise<GetComputedPageSourceAggregateType<T>>;
    /**
     * Group by ComputedPageSource.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ComputedPageSourceGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ComputedPageSourceGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ComputedPageSourceGroupByArgs['orderBy'];
    } : {
        orderBy?: ComputedPageSourceGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ComputedPageSourceGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetComputedPageSourceGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ComputedPageSource model
     */
    readonly fields: ComputedPageSourceFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ComputedPageSource.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ComputedPageSourceClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the ComputedPageSource model
 */
export interface ComputedPageSourceFieldRefs {
    readonly organizationId: Prisma.FieldRef<"ComputedPageSource", 'String'>;
    readonly specSlug: Prisma.FieldRef<"ComputedPageSource", 'String'>;
    readonly spaceId: Prisma.FieldRef<"ComputedPageSource", 'String'>;
    readonly createdAt: Prisma.FieldRef<"ComputedPageSource", 'DateTime'>;
}
/**
 * ComputedPageSource findUnique
 */
export type ComputedPageSourceFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter, which ComputedPageSource to fetch.
     */
    where: Prisma.ComputedPageSourceWhereUniqueInput;
};
/**
 * ComputedPageSource findUniqueOrThrow
 */
export type ComputedPageSourceFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter, which ComputedPageSource to fetch.
     */
    where: Prisma.ComputedPageSourceWhereUniqueInput;
};
/**
 * ComputedPageSource findFirst
 */
export type ComputedPageSourceFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter, which ComputedPageSource to fetch.
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ComputedPageSources to fetch.
     */
    orderBy?: Prisma.ComputedPageSourceOrderByWithRelationInput | Prisma.ComputedPageSourceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ComputedPageSources.
     */
    cursor?: Prisma.ComputedPageSourceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ComputedPageSources from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ComputedPageSources.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ComputedPageSources.
     */
    distinct?: Prisma.ComputedPageSourceScalarFieldEnum | Prisma.ComputedPageSourceScalarFieldEnum[];
};
/**
 * ComputedPageSource findFirstOrThrow
 */
export type ComputedPageSourceFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter, which ComputedPageSource to fetch.
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ComputedPageSources to fetch.
     */
    orderBy?: Prisma.ComputedPageSourceOrderByWithRelationInput | Prisma.ComputedPageSourceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ComputedPageSources.
     */
    cursor?: Prisma.ComputedPageSourceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ComputedPageSources from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ComputedPageSources.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ComputedPageSources.
     */
    distinct?: Prisma.ComputedPageSourceScalarFieldEnum | Prisma.ComputedPageSourceScalarFieldEnum[];
};
/**
 * ComputedPageSource findMany
 */
export type ComputedPageSourceFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter, which ComputedPageSources to fetch.
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ComputedPageSources to fetch.
     */
    orderBy?: Prisma.ComputedPageSourceOrderByWithRelationInput | Prisma.ComputedPageSourceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ComputedPageSources.
     */
    cursor?: Prisma.ComputedPageSourceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ComputedPageSources from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ComputedPageSources.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ComputedPageSources.
     */
    distinct?: Prisma.ComputedPageSourceScalarFieldEnum | Prisma.ComputedPageSourceScalarFieldEnum[];
};
/**
 * ComputedPageSource create
 */
export type ComputedPageSourceCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * The data needed to create a ComputedPageSource.
     */
    data: Prisma.XOR<Prisma.ComputedPageSourceCreateInput, Prisma.ComputedPageSourceUncheckedCreateInput>;
};
/**
 * ComputedPageSource createMany
 */
export type ComputedPageSourceCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ComputedPageSources.
     */
    data: Prisma.ComputedPageSourceCreateManyInput | Prisma.ComputedPageSourceCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ComputedPageSource createManyAndReturn
 */
export type ComputedPageSourceCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * The data used to create many ComputedPageSources.
     */
    data: Prisma.ComputedPageSourceCreateManyInput | Prisma.ComputedPageSourceCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ComputedPageSource update
 */
export type ComputedPageSourceUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * The data needed to update a ComputedPageSource.
     */
    data: Prisma.XOR<Prisma.ComputedPageSourceUpdateInput, Prisma.ComputedPageSourceUncheckedUpdateInput>;
    /**
     * Choose, which ComputedPageSource to update.
     */
    where: Prisma.ComputedPageSourceWhereUniqueInput;
};
/**
 * ComputedPageSource updateMany
 */
export type ComputedPageSourceUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ComputedPageSources.
     */
    data: Prisma.XOR<Prisma.ComputedPageSourceUpdateManyMutationInput, Prisma.ComputedPageSourceUncheckedUpdateManyInput>;
    /**
     * Filter which ComputedPageSources to update
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * Limit how many ComputedPageSources to update.
     */
    limit?: number;
};
/**
 * ComputedPageSource updateManyAndReturn
 */
export type ComputedPageSourceUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * The data used to update ComputedPageSources.
     */
    data: Prisma.XOR<Prisma.ComputedPageSourceUpdateManyMutationInput, Prisma.ComputedPageSourceUncheckedUpdateManyInput>;
    /**
     * Filter which ComputedPageSources to update
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * Limit how many ComputedPageSources to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ComputedPageSource upsert
 */
export type ComputedPageSourceUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * The filter to search for the ComputedPageSource to update in case it exists.
     */
    where: Prisma.ComputedPageSourceWhereUniqueInput;
    /**
     * In case the ComputedPageSource found by the `where` argument doesn't exist, create a new ComputedPageSource with this data.
     */
    create: Prisma.XOR<Prisma.ComputedPageSourceCreateInput, Prisma.ComputedPageSourceUncheckedCreateInput>;
    /**
     * In case the ComputedPageSource was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ComputedPageSourceUpdateInput, Prisma.ComputedPageSourceUncheckedUpdateInput>;
};
/**
 * ComputedPageSource delete
 */
export type ComputedPageSourceDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    /**
     * Filter which ComputedPageSource to delete.
     */
    where: Prisma.ComputedPageSourceWhereUniqueInput;
};
/**
 * ComputedPageSource deleteMany
 */
export type ComputedPageSourceDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ComputedPageSources to delete
     */
    where?: Prisma.ComputedPageSourceWhereInput;
    /**
     * Limit how many ComputedPageSources to delete.
     */
    limit?: number;
};
/**
 * ComputedPageSource without action
 */
export type ComputedPageSourceDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
};
