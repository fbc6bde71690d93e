import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model Revision
 *
 */
export type RevisionModel = runtime.Types.Result.DefaultSelection<Prisma.$RevisionPayload>;
export type AggregateRevision = {
    _count: RevisionCountAggregateOutputType | null;
    _avg: RevisionAvgAggregateOutputType | null;
    _sum: RevisionSumAggregateOutputType | null;
    _min: RevisionMinAggregateOutputType | null;
    _max: RevisionMaxAggregateOutputType | null;
};
export type RevisionAvgAggregateOutputType = {
    pageCount: number | null;
    fileCount: number | null;
};
export type RevisionSumAggregateOutputType = {
    pageCount: number | null;
    fileCount: number | null;
};
export type RevisionMinAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    parentId: string | null;
    type: $Enums.RevisionType | null;
    changeRequestId: string | null;
    createdById: string | null;
    pageCount: number | null;
    fileCount: number | null;
    createdAt: Date | null;
};
export type RevisionMaxAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    parentId: string | null;
    type: $Enums.RevisionType | null;
    changeRequestId: string | null;
    createdById: string | null;
    pageCount: number | null;
    fileCount: number | null;
    createdAt: Date | null;
};
export type RevisionCountAggregateOutputType = {
    id: number;
    spaceId: number;
    parentId: number;
    parents: number;
    type: number;
    changeRequestId: number;
    createdById: number;
    pageChunks: number;
    fileChunks: number;
    pageCount: number;
    fileCount: number;
    reusableContents: number;
    variables: number;
    redirects: number;
    git: number;
    createdAt: number;
    _all: number;
};
export type RevisionAvgAggregateInputType = {
    pageCount?: true;
    fileCount?: true;
};
export type RevisionSumAggregateInputType = {
    pageCount?: true;
    fileCount?: true;
};
export type RevisionMinAggregateInputType = {
    id?: true;
    spaceId?: true;
    parentId?: true;
    type?: true;
    changeRequestId?: true;
    createdById?: true;
    pageCount?: true;
    fileCount?: true;
    createdAt?: true;
};
export type RevisionMaxAggregateInputType = {
    id?: true;
    spaceId?: true;
    parentId?: true;
    type?: true;
    changeRequestId?: true;
    createdById?: true;
    pageCount?: true;
    fileCount?: true;
    createdAt?: true;
};
export type RevisionCountAggregateInputType = {
    id?: true;
    spaceId?: true;
    parentId?: true;
    parents?: true;
    type?: true;
    changeRequestId?: true;
    createdById?: true;
    pageChunks?: true;
    fileChunks?: true;
    pageCount?: true;
    fileCount?: true;
    reusableContents?: true;
    variables?: true;
    redirects?: true;
    git?: true;
    createdAt?: true;
    _all?: true;
};
export type RevisionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Revision to aggregate.
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Revisions to fetch.
     */
    orderBy?: Prisma.RevisionOrderByWithRelationInput | Prisma.RevisionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.RevisionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Revisions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Revisions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned Revisions
    **/
    _count?: true | RevisionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: RevisionAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: RevisionSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: RevisionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: RevisionMaxAggregateInputType;
};
export type GetRevisionAggregateType<T extends RevisionAggregateArgs> = {
    [P in keyof T & keyof AggregateRevision]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateRevision[P]> : Prisma.GetScalarType<T[P], AggregateRevision[P]>;
};
export type RevisionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.RevisionWhereInput;
    orderBy?: Prisma.RevisionOrderByWithAggregationInput | Prisma.RevisionOrderByWithAggregationInput[];
    by: Prisma.RevisionScalarFieldEnum[] | Prisma.RevisionScalarFieldEnum;
    having?: Prisma.RevisionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: RevisionCountAggregateInputType | true;
    _avg?: RevisionAvgAggregateInputType;
    _sum?: RevisionSumAggregateInputType;
    _min?: RevisionMinAggregateInputType;
    _max?: RevisionMaxAggregateInputType;
};
export type RevisionGroupByOutputType = {
    id: string;
    spaceId: string;
    parentId: string | null;
    parents: string[];
    type: $Enums.RevisionType;
    changeRequestId: string | null;
    createdById: string | null;
    pageChunks: runtime.JsonValue;
    fileChunks: runtime.JsonValue;
    pageCount: number;
    fileCount: number;
    reusableContents: runtime.JsonValue;
    variables: runtime.JsonValue;
    redirects: runtime.JsonValue;
    git: runtime.JsonValue | null;
    createdAt: Date;
    _count: RevisionCountAggregateOutputType | null;
    _avg: RevisionAvgAggregateOutputType | null;
    _sum: RevisionSumAggregateOutputType | null;
    _min: RevisionMinAggregateOutputType | null;
    _max: RevisionMaxAggregateOutputType | null;
};
export type GetRevisionGroupByPayload<T extends RevisionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<RevisionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof RevisionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], RevisionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], RevisionGroupByOutputType[P]>;
}>>;
export type RevisionWhereInput = {
    AND?: Prisma.RevisionWhereInput | Prisma.RevisionWhereInput[];
    OR?: Prisma.RevisionWhereInput[];
    NOT?: Prisma.RevisionWhereInput | Prisma.RevisionWhereInput[];
    id?: Prisma.StringFilter<"Revision"> | string;
    spaceId?: Prisma.StringFilter<"Revision"> | string;
    parentId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    parents?: Prisma.StringNullableListFilter<"Revision">;
    type?: Prisma.EnumRevisionTypeFilter<"Revision"> | $Enums.RevisionType;
    changeRequestId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    createdById?: Prisma.StringNullableFilter<"Revision"> | string | null;
    pageChunks?: Prisma.JsonFilter<"Revision">;
    fileChunks?: Prisma.JsonFilter<"Revision">;
    pageCount?: Prisma.IntFilter<"Revision"> | number;
    fileCount?: Prisma.IntFilter<"Revision"> | number;
    reusableContents?: Prisma.JsonFilter<"Revision">;
    variables?: Prisma.JsonFilter<"Revision">;
    redirects?: Prisma.JsonFilter<"Revision">;
    git?: Prisma.JsonNullableFilter<"Revision">;
    createdAt?: Prisma.DateTimeFilter<"Revision"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type RevisionOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    parents?: Prisma.SortOrder;
    type?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdById?: Prisma.SortOrderInput | Prisma.SortOrder;
    pageChunks?: Prisma.SortOrder;
    fileChunks?: Prisma.SortOrder;
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
    reusableContents?: Prisma.SortOrder;
    variables?: Prisma.SortOrder;
    redirects?: Prisma.SortOrder;
    git?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type RevisionWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.RevisionWhereInput | Prisma.RevisionWhereInput[];
    OR?: Prisma.RevisionWhereInput[];
    NOT?: Prisma.RevisionWhereInput | Prisma.RevisionWhereInput[];
    spaceId?: Prisma.StringFilter<"Revision"> | string;
    parentId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    parents?: Prisma.StringNullableListFilter<"Revision">;
    type?: Prisma.EnumRevisionTypeFilter<"Revision"> | $Enums.RevisionType;
    changeRequestId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    createdById?: Prisma.StringNullableFilter<"Revision"> | string | null;
    pageChunks?: Prisma.JsonFilter<"Revision">;
    fileChunks?: Prisma.JsonFilter<"Revision">;
    pageCount?: Prisma.IntFilter<"Revision"> | number;
    fileCount?: Prisma.IntFilter<"Revision"> | number;
    reusableContents?: Prisma.JsonFilter<"Revision">;
    variables?: Prisma.JsonFilter<"Revision">;
    redirects?: Prisma.JsonFilter<"Revision">;
    git?: Prisma.JsonNullableFilter<"Revision">;
    createdAt?: Prisma.DateTimeFilter<"Revision"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "id">;
export type RevisionOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    parents?: Prisma.SortOrder;
    type?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdById?: Prisma.SortOrderInput | Prisma.SortOrder;
    pageChunks?: Prisma.SortOrder;
    fileChunks?: Prisma.SortOrder;
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
    reusableContents?: Prisma.SortOrder;
    variables?: Prisma.SortOrder;
    redirects?: Prisma.SortOrder;
    git?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.RevisionCountOrderByAggregateInput;
    _avg?: Prisma.RevisionAvgOrderByAggregateInput;
    _max?: Prisma.RevisionMaxOrderByAggregateInput;
    _min?: Prisma.RevisionMinOrderByAggregateInput;
    _sum?: Prisma.RevisionSumOrderByAggregateInput;
};
export type RevisionScalarWhereWithAggregatesInput = {
    AND?: Prisma.RevisionScalarWhereWithAggregatesInput | Prisma.RevisionScalarWhereWithAggregatesInput[];
    OR?: Prisma.RevisionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.RevisionScalarWhereWithAggregatesInput | Prisma.RevisionScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"Revision"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"Revision"> | string;
    parentId?: Prisma.StringNullableWithAggregatesFilter<"Revision"> | string | null;
    parents?: Prisma.StringNullableListFilter<"Revision">;
    type?: Prisma.EnumRevisionTypeWithAggregatesFilter<"Revision"> | $Enums.RevisionType;
    changeRequestId?: Prisma.StringNullableWithAggregatesFilter<"Revision"> | string | null;
    createdById?: Prisma.StringNullableWithAggregatesFilter<"Revision"> | string | null;
    pageChunks?: Prisma.JsonWithAggregatesFilter<"Revision">;
    fileChunks?: Prisma.JsonWithAggregatesFilter<"Revision">;
    pageCount?: Prisma.IntWithAggregatesFilter<"Revision"> | number;
    fileCount?: Prisma.IntWithAggregatesFilter<"Revision"> | number;
    reusableContents?: Prisma.JsonWithAggregatesFilter<"Revision">;
    variables?: Prisma.JsonWithAggregatesFilter<"Revision">;
    redirects?: Prisma.JsonWithAggregatesFilter<"Revision">;
    git?: Prisma.JsonNullableWithAggregatesFilter<"Revision">;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"Revision"> | Date | string;
};
export type RevisionCreateInput = {
    id: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutRevisionsInput;
};
export type RevisionUncheckedCreateInput = {
    id: string;
    spaceId: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutRevisionsNestedInput;
};
export type RevisionUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionCreateManyInput = {
    id: string;
    spaceId: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionListRelationFilter = {
    every?: Prisma.RevisionWhereInput;
    some?: Prisma.RevisionWhereInput;
    none?: Prisma.RevisionWhereInput;
};
export type RevisionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type StringNullableListFilter<$PrismaModel = never> = {
    equals?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel> | null;
    has?: string | Prisma.StringFieldRefInput<$PrismaModel> | null;
    hasEvery?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    hasSome?: string[] | Prisma.ListStringFieldRefInput<$PrismaModel>;
    isEmpty?: boolean;
};
export type RevisionCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    parents?: Prisma.SortOrder;
    type?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    pageChunks?: Prisma.SortOrder;
    fileChunks?: Prisma.SortOrder;
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
    reusableContents?: Prisma.SortOrder;
    variables?: Prisma.SortOrder;
    redirects?: Prisma.SortOrder;
    git?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionAvgOrderByAggregateInput = {
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
};
export type RevisionMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    type?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    type?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionSumOrderByAggregateInput = {
    pageCount?: Prisma.SortOrder;
    fileCount?: Prisma.SortOrder;
};
export type RevisionCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput> | Prisma.RevisionCreateWithoutSpaceInput[] | Prisma.RevisionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.RevisionCreateOrConnectWithoutSpaceInput | Prisma.RevisionCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.RevisionCreateManySpaceInputEnvelope;
    connect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
};
export type RevisionUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput> | Prisma.RevisionCreateWithoutSpaceInput[] | Prisma.RevisionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.RevisionCreateOrConnectWithoutSpaceInput | Prisma.RevisionCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.RevisionCreateManySpaceInputEnvelope;
    connect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
};
export type RevisionUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput> | Prisma.RevisionCreateWithoutSpaceInput[] | Prisma.RevisionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.RevisionCreateOrConnectWithoutSpaceInput | Prisma.RevisionCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.RevisionUpsertWithWhereUniqueWithoutSpaceInput | Prisma.RevisionUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.RevisionCreateManySpaceInputEnvelope;
    set?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    disconnect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    delete?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    connect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    update?: Prisma.RevisionUpdateWithWhereUniqueWithoutSpaceInput | Prisma.RevisionUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.RevisionUpdateManyWithWhereWithoutSpaceInput | Prisma.RevisionUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.RevisionScalarWhereInput | Prisma.RevisionScalarWhereInput[];
};
export type RevisionUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput> | Prisma.RevisionCreateWithoutSpaceInput[] | Prisma.RevisionUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.RevisionCreateOrConnectWithoutSpaceInput | Prisma.RevisionCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.RevisionUpsertWithWhereUniqueWithoutSpaceInput | Prisma.RevisionUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.RevisionCreateManySpaceInputEnvelope;
    set?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    disconnect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    delete?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    connect?: Prisma.RevisionWhereUniqueInput | Prisma.RevisionWhereUniqueInput[];
    update?: Prisma.RevisionUpdateWithWhereUniqueWithoutSpaceInput | Prisma.RevisionUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.RevisionUpdateManyWithWhereWithoutSpaceInput | Prisma.RevisionUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.RevisionScalarWhereInput | Prisma.RevisionScalarWhereInput[];
};
export type RevisionCreateparentsInput = {
    set: string[];
};
export type RevisionUpdateparentsInput = {
    set?: string[];
    push?: string | string[];
};
export type EnumRevisionTypeFieldUpdateOperationsInput = {
    set?: $Enums.RevisionType;
};
export type RevisionCreateWithoutSpaceInput = {
    id: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionUncheckedCreateWithoutSpaceInput = {
    id: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionCreateOrConnectWithoutSpaceInput = {
    where: Prisma.RevisionWhereUniqueInput;
    create: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput>;
};
export type RevisionCreateManySpaceInputEnvelope = {
    data: Prisma.RevisionCreateManySpaceInput | Prisma.RevisionCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type RevisionUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.RevisionWhereUniqueInput;
    update: Prisma.XOR<Prisma.RevisionUpdateWithoutSpaceInput, Prisma.RevisionUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.RevisionCreateWithoutSpaceInput, Prisma.RevisionUncheckedCreateWithoutSpaceInput>;
};
export type RevisionUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.RevisionWhereUniqueInput;
    data: Prisma.XOR<Prisma.RevisionUpdateWithoutSpaceInput, Prisma.RevisionUncheckedUpdateWithoutSpaceInput>;
};
export type RevisionUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.RevisionScalarWhereInput;
    data: Prisma.XOR<Prisma.RevisionUpdateManyMutationInput, Prisma.RevisionUncheckedUpdateManyWithoutSpaceInput>;
};
export type RevisionScalarWhereInput = {
    AND?: Prisma.RevisionScalarWhereInput | Prisma.RevisionScalarWhereInput[];
    OR?: Prisma.RevisionScalarWhereInput[];
    NOT?: Prisma.RevisionScalarWhereInput | Prisma.RevisionScalarWhereInput[];
    id?: Prisma.StringFilter<"Revision"> | string;
    spaceId?: Prisma.StringFilter<"Revision"> | string;
    parentId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    parents?: Prisma.StringNullableListFilter<"Revision">;
    type?: Prisma.EnumRevisionTypeFilter<"Revision"> | $Enums.RevisionType;
    changeRequestId?: Prisma.StringNullableFilter<"Revision"> | string | null;
    createdById?: Prisma.StringNullableFilter<"Revision"> | string | null;
    pageChunks?: Prisma.JsonFilter<"Revision">;
    fileChunks?: Prisma.JsonFilter<"Revision">;
    pageCount?: Prisma.IntFilter<"Revision"> | number;
    fileCount?: Prisma.IntFilter<"Revision"> | number;
    reusableContents?: Prisma.JsonFilter<"Revision">;
    variables?: Prisma.JsonFilter<"Revision">;
    redirects?: Prisma.JsonFilter<"Revision">;
    git?: Prisma.JsonNullableFilter<"Revision">;
    createdAt?: Prisma.DateTimeFilter<"Revision"> | Date | string;
};
export type RevisionCreateManySpaceInput = {
    id: string;
    parentId?: string | null;
    parents?: Prisma.RevisionCreateparentsInput | string[];
    type: $Enums.RevisionType;
    changeRequestId?: string | null;
    createdById?: string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: number;
    fileCount?: number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionUncheckedUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionUncheckedUpdateManyWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    parents?: Prisma.RevisionUpdateparentsInput | string[];
    type?: Prisma.EnumRevisionTypeFieldUpdateOperationsInput | $Enums.RevisionType;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdById?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileChunks?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    pageCount?: Prisma.IntFieldUpdateOperationsInput | number;
    fileCount?: Prisma.IntFieldUpdateOperationsInput | number;
    reusableContents?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    variables?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    redirects?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    git?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    parentId?: boolean;
    parents?: boolean;
    type?: boolean;
    changeRequestId?: boolean;
    createdById?: boolean;
    pageChunks?: boolean;
    fileChunks?: boolean;
    pageCount?: boolean;
    fileCount?: boolean;
    reusableContents?: boolean;
    variables?: boolean;
    redirects?: boolean;
    git?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["revision"]>;
export type RevisionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    parentId?: boolean;
    parents?: boolean;
    type?: boolean;
    changeRequestId?: boolean;
    createdById?: boolean;
    pageChunks?: boolean;
    fileChunks?: boolean;
    pageCount?: boolean;
    fileCount?: boolean;
    reusableContents?: boolean;
    variables?: boolean;
    redirects?: boolean;
    git?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["revision"]>;
export type RevisionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    parentId?: boolean;
    parents?: boolean;
    type?: boolean;
    changeRequestId?: boolean;
    createdById?: boolean;
    pageChunks?: boolean;
    fileChunks?: boolean;
    pageCount?: boolean;
    fileCount?: boolean;
    reusableContents?: boolean;
    variables?: boolean;
    redirects?: boolean;
    git?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["revision"]>;
export type RevisionSelectScalar = {
    id?: boolean;
    spaceId?: boolean;
    parentId?: boolean;
    parents?: boolean;
    type?: boolean;
    changeRequestId?: boolean;
    createdById?: boolean;
    pageChunks?: boolean;
    fileChunks?: boolean;
    pageCount?: boolean;
    fileCount?: boolean;
    reusableContents?: boolean;
    variables?: boolean;
    redirects?: boolean;
    git?: boolean;
    createdAt?: boolean;
};
export type RevisionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "spaceId" | "parentId" | "parents" | "type" | "changeRequestId" | "createdById" | "pageChunks" | "fileChunks" | "pageCount" | "fileCount" | "reusableContents" | "variables" | "redirects" | "git" | "createdAt", ExtArgs["result"]["revision"]>;
export type RevisionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type RevisionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type RevisionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $RevisionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "Revision";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        spaceId: string;
        parentId: string | null;
        parents: string[];
        type: $Enums.RevisionType;
        changeRequestId: string | null;
        createdById: string | null;
        pageChunks: runtime.JsonValue;
        fileChunks: runtime.JsonValue;
        pageCount: number;
        fileCount: number;
        reusableContents: runtime.JsonValue;
        variables: runtime.JsonValue;
        redirects: runtime.JsonValue;
        git: runtime.JsonValue | null;
        createdAt: Date;
    }, ExtArgs["result"]["revision"]>;
    composites: {};
};
export type RevisionGetPayload<S extends boolean | null | undefined | RevisionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$RevisionPayload, S>;
export type RevisionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<RevisionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: RevisionCountAggregateInputType | true;
};
export interface RevisionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['Revision'];
        meta: {
            name: 'Revision';
        };
    };
    /**
     * Find zero or one Revision that matches the filter.
     * @param {RevisionFindUniqueArgs} args - Arguments to find a Revision
     * @example
     * // Get one Revision
     * const revision = await prisma.revision.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends RevisionFindUniqueArgs>(args: Prisma.SelectSubset<T, RevisionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one Revision that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {RevisionFindUniqueOrThrowArgs} args - Arguments to find a Revision
     * @example
     * // Get one Revision
     * const revision = await prisma.revision.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends RevisionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, RevisionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Revision that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionFindFirstArgs} args - Arguments to find a Revision
     * @example
     * // Get one Revision
     * const revision = await prisma.revision.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends RevisionFindFirstArgs>(args?: Prisma.SelectSubset<T, RevisionFindFirstArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Revision that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionFindFirstOrThrowArgs} args - Arguments to find a Revision
     * @example
     * // Get one Revision
     * const revision = await prisma.revision.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends RevisionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, RevisionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more Revisions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all Revisions
     * const revisions = await prisma.revision.findMany()
     *
     * // Get first 10 Revisions
     * const revisions = await prisma.revision.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const revisionWithIdOnly = await prisma.revision.findMany({ select: { id: true } })
     *
     */
    findMany<T extends RevisionFindManyArgs>(args?: Prisma.SelectSubset<T, RevisionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a Revision.
     * @param {RevisionCreateArgs} args - Arguments to create a Revision.
     * @example
     * // Create one Revision
     * const Revision = await prisma.revision.create({
     *   data: {
     *     // ... data to create a Revision
     *   }
     * })
     *
     */
    create<T extends RevisionCreateArgs>(args: Prisma.SelectSubset<T, RevisionCreateArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many Revisions.
     * @param {RevisionCreateManyArgs} args - Arguments to create many Revisions.
     * @example
     * // Create many Revisions
     * const revision = await prisma.revision.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends RevisionCreateManyArgs>(args?: Prisma.SelectSubset<T, RevisionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many Revisions and returns the data saved in the database.
     * @param {RevisionCreateManyAndReturnArgs} args - Arguments to create many Revisions.
     * @example
     * // Create many Revisions
     * const revision = await prisma.revision.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many Revisions and only return the `id`
     * const revisionWithIdOnly = await prisma.revision.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends RevisionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, RevisionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a Revision.
     * @param {RevisionDeleteArgs} args - Arguments to delete one Revision.
     * @example
     * // Delete one Revision
     * const Revision = await prisma.revision.delete({
     *   where: {
     *     // ... filter to delete one Revision
     *   }
     * })
     *
     */
    delete<T extends RevisionDeleteArgs>(args: Prisma.SelectSubset<T, RevisionDeleteArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one Revision.
     * @param {RevisionUpdateArgs} args - Arguments to update one Revision.
     * @example
     * // Update one Revision
     * const revision = await prisma.revision.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends RevisionUpdateArgs>(args: Prisma.SelectSubset<T, RevisionUpdateArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more Revisions.
     * @param {RevisionDeleteManyArgs} args - Arguments to filter Revisions to delete.
     * @example
     * // Delete a few Revisions
     * const { count } = await prisma.revision.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends RevisionDeleteManyArgs>(args?: Prisma.SelectSubset<T, RevisionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Revisions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many Revisions
     * const revision = await prisma.revision.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends RevisionUpdateManyArgs>(args: Prisma.SelectSubset<T, RevisionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Revisions and returns the data updated in the database.
     * @param {RevisionUpdateManyAndReturnArgs} args - Arguments to update many Revisions.
     * @example
     * // Update many Revisions
     * const revision = await prisma.revision.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more Revisions and only return the `id`
     * const revisionWithIdOnly = await prisma.revision.updateManyAndReturn({
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
    updateManyAndReturn<T extends RevisionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, RevisionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one Revision.
     * @param {RevisionUpsertArgs} args - Arguments to update or create a Revision.
     * @example
     * // Update or create a Revision
     * const revision = await prisma.revision.upsert({
     *   create: {
     *     // ... data to create a Revision
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the Revision we want to update
     *   }
     * })
     */
    upsert<T extends RevisionUpsertArgs>(args: Prisma.SelectSubset<T, RevisionUpsertArgs<ExtArgs>>): Prisma.Prisma__RevisionClient<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of Revisions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionCountArgs} args - Arguments to filter Revisions to count.
     * @example
     * // Count the number of Revisions
     * const count = await prisma.revision.count({
     *   where: {
     *     // ... the filter for the Revisions we want to count
     *   }
     * })
    **/
    count<T extends RevisionCountArgs>(args?: Prisma.Subset<T, RevisionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], RevisionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a Revision.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends RevisionAggregateArgs>(args: Prisma.Subset<T, RevisionAggregateArgs>): Prisma.PrismaPromise<GetRevisionAggregateType<T>>;
    /**
     * Group by Revision.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends RevisionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: RevisionGroupByArgs['orderBy'];
    } : {
        orderBy?: RevisionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, RevisionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetRevisionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the Revision model
     */
    readonly fields: RevisionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for Revision.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__RevisionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the Revision model
 */
export interface RevisionFieldRefs {
    readonly id: Prisma.FieldRef<"Revision", 'String'>;
    readonly spaceId: Prisma.FieldRef<"Revision", 'String'>;
    readonly parentId: Prisma.FieldRef<"Revision", 'String'>;
    readonly parents: Prisma.FieldRef<"Revision", 'String[]'>;
    readonly type: Prisma.FieldRef<"Revision", 'RevisionType'>;
    readonly changeRequestId: Prisma.FieldRef<"Revision", 'String'>;
    readonly createdById: Prisma.FieldRef<"Revision", 'String'>;
    readonly pageChunks: Prisma.FieldRef<"Revision", 'Json'>;
    readonly fileChunks: Prisma.FieldRef<"Revision", 'Json'>;
    readonly pageCount: Prisma.FieldRef<"Revision", 'Int'>;
    readonly fileCount: Prisma.FieldRef<"Revision", 'Int'>;
    readonly reusableContents: Prisma.FieldRef<"Revision", 'Json'>;
    readonly variables: Prisma.FieldRef<"Revision", 'Json'>;
    readonly redirects: Prisma.FieldRef<"Revision", 'Json'>;
    readonly git: Prisma.FieldRef<"Revision", 'Json'>;
    readonly createdAt: Prisma.FieldRef<"Revision", 'DateTime'>;
}
/**
 * Revision findUnique
 */
export type RevisionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter, which Revision to fetch.
     */
    where: Prisma.RevisionWhereUniqueInput;
};
/**
 * Revision findUniqueOrThrow
 */
export type RevisionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter, which Revision to fetch.
     */
    where: Prisma.RevisionWhereUniqueInput;
};
/**
 * Revision findFirst
 */
export type RevisionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter, which Revision to fetch.
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Revisions to fetch.
     */
    orderBy?: Prisma.RevisionOrderByWithRelationInput | Prisma.RevisionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Revisions.
     */
    cursor?: Prisma.RevisionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Revisions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Revisions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Revisions.
     */
    distinct?: Prisma.RevisionScalarFieldEnum | Prisma.RevisionScalarFieldEnum[];
};
/**
 * Revision findFirstOrThrow
 */
export type RevisionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter, which Revision to fetch.
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Revisions to fetch.
     */
    orderBy?: Prisma.RevisionOrderByWithRelationInput | Prisma.RevisionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Revisions.
     */
    cursor?: Prisma.RevisionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Revisions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Revisions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Revisions.
     */
    distinct?: Prisma.RevisionScalarFieldEnum | Prisma.RevisionScalarFieldEnum[];
};
/**
 * Revision findMany
 */
export type RevisionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter, which Revisions to fetch.
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Revisions to fetch.
     */
    orderBy?: Prisma.RevisionOrderByWithRelationInput | Prisma.RevisionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing Revisions.
     */
    cursor?: Prisma.RevisionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Revisions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Revisions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Revisions.
     */
    distinct?: Prisma.RevisionScalarFieldEnum | Prisma.RevisionScalarFieldEnum[];
};
/**
 * Revision create
 */
export type RevisionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * The data needed to create a Revision.
     */
    data: Prisma.XOR<Prisma.RevisionCreateInput, Prisma.RevisionUncheckedCreateInput>;
};
/**
 * Revision createMany
 */
export type RevisionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many Revisions.
     */
    data: Prisma.RevisionCreateManyInput | Prisma.RevisionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Revision createManyAndReturn
 */
export type RevisionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * The data used to create many Revisions.
     */
    data: Prisma.RevisionCreateManyInput | Prisma.RevisionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * Revision update
 */
export type RevisionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * The data needed to update a Revision.
     */
    data: Prisma.XOR<Prisma.RevisionUpdateInput, Prisma.RevisionUncheckedUpdateInput>;
    /**
     * Choose, which Revision to update.
     */
    where: Prisma.RevisionWhereUniqueInput;
};
/**
 * Revision updateMany
 */
export type RevisionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update Revisions.
     */
    data: Prisma.XOR<Prisma.RevisionUpdateManyMutationInput, Prisma.RevisionUncheckedUpdateManyInput>;
    /**
     * Filter which Revisions to update
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * Limit how many Revisions to update.
     */
    limit?: number;
};
/**
 * Revision updateManyAndReturn
 */
export type RevisionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * The data used to update Revisions.
     */
    data: Prisma.XOR<Prisma.RevisionUpdateManyMutationInput, Prisma.RevisionUncheckedUpdateManyInput>;
    /**
     * Filter which Revisions to update
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * Limit how many Revisions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * Revision upsert
 */
export type RevisionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * The filter to search for the Revision to update in case it exists.
     */
    where: Prisma.RevisionWhereUniqueInput;
    /**
     * In case the Revision found by the `where` argument doesn't exist, create a new Revision with this data.
     */
    create: Prisma.XOR<Prisma.RevisionCreateInput, Prisma.RevisionUncheckedCreateInput>;
    /**
     * In case the Revision was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.RevisionUpdateInput, Prisma.RevisionUncheckedUpdateInput>;
};
/**
 * Revision delete
 */
export type RevisionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    /**
     * Filter which Revision to delete.
     */
    where: Prisma.RevisionWhereUniqueInput;
};
/**
 * Revision deleteMany
 */
export type RevisionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Revisions to delete
     */
    where?: Prisma.RevisionWhereInput;
    /**
     * Limit how many Revisions to delete.
     */
    limit?: number;
};
/**
 * Revision without action
 */
export type RevisionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
};
